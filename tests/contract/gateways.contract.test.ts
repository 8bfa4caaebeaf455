// @vitest-environment node
import { money } from '../../src/core/shared/money';
import { httpWorld, inProcessWorld, withdrawal, type World } from './worlds';

const DEMO = { email: 'demo@example.com', password: 'demo1234' };

/**
 * One suite of behaviours, run against the fake gateways in-process and against the HTTP
 * adapters talking to fakes/http: if the fake drifts from the contract, one of the two fails.
 */
describe.each([
  ['in-process fakes', inProcessWorld],
  ['HTTP adapters ⇄ fakes/http', () => httpWorld()],
])('gateway contract: %s', (_name, makeWorld) => {
  let world: World;
  beforeEach(async () => {
    world = await makeWorld();
  });
  afterEach(() => world.dispose());

  const signIn = async (country: 'us' | 'uk' | 'ca' | 'fr' | 'jp' = 'fr') => {
    const issued = await world.auth.requestToken(DEMO, country);
    if (!issued.ok) throw new Error(`login failed: ${issued.error.code}`);
    world.tokens.save(issued.value);
    return issued.value;
  };

  describe('auth', () => {
    it('issues tokens for the right password, with their lifetime', async () => {
      expect(await world.auth.requestToken(DEMO, 'uk')).toEqual({
        ok: true,
        value: { accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 3600 },
      });
    });

    it('answers a wrong password with wrong_password', async () => {
      expect(await world.auth.requestToken({ ...DEMO, password: 'nope' }, 'uk')).toEqual({ ok: false, error: { code: 'wrong_password' } });
    });

    it('trades a refresh token once', async () => {
      const tokens = await signIn();
      const renewed = await world.auth.refresh(tokens.refreshToken);
      expect(renewed.ok && renewed.value.accessToken !== tokens.accessToken).toBe(true);
      expect(await world.auth.refresh(tokens.refreshToken)).toEqual({ ok: false, error: { code: 'unauthorized' } });
    });

    it('revokes a refresh token (RFC 7009): it renews nothing after, and neither is its access token taken', async () => {
      const tokens = await signIn();
      expect(await world.auth.revoke(tokens.refreshToken)).toEqual({ ok: true, value: undefined });
      expect(world.backend.isTokenLive(tokens.refreshToken)).toBe(false);
      expect(world.backend.isTokenLive(tokens.accessToken)).toBe(false);
      expect(await world.auth.refresh(tokens.refreshToken)).toEqual({ ok: false, error: { code: 'unauthorized' } });
      // An unknown or spent token is answered as done (RFC 7009 §2.2): nothing for the client to do.
      expect(await world.auth.revoke(tokens.refreshToken)).toEqual({ ok: true, value: undefined });
    });

    it.each(['invalid_grant', 'invalid_client'])('reads a refresh refused the OAuth way (400 %s) as unauthorized', async (code) => {
      const tokens = await signIn();
      vi.spyOn(world.backend, 'issueToken').mockResolvedValueOnce({ ok: false, error: { status: 400, code, message: 'Refused' } });
      expect(await world.auth.refresh(tokens.refreshToken)).toEqual({ ok: false, error: { code: 'unauthorized' } });
    });

    it('ends the session when a call is refused and so is the refresh, the OAuth way', async () => {
      await signIn();
      const ended = vi.fn();
      world.events.onEnded(ended);
      world.backend.expireAccessTokens();
      vi.spyOn(world.backend, 'issueToken').mockResolvedValueOnce({
        ok: false,
        error: { status: 400, code: 'invalid_grant', message: 'Refused' },
      });
      expect(await world.users.me()).toEqual({ ok: false, error: { code: 'session_expired' } });
      expect(world.tokens.load()).toBeNull();
      expect(ended).toHaveBeenCalledTimes(1);
    });

    it('signs a new customer up, once per email and market', async () => {
      const data = {
        email: 'new@example.com',
        password: 'long-enough',
        name: 'Nour',
        zipCode: '75011',
        termsAccepted: true,
        marketingConsent: true,
        marketResearchConsent: false,
      };
      const created = await world.auth.signUp(data, 'fr');
      expect(created.ok).toBe(true);
      expect(world.backend.findUser('new@example.com', 'fr')).toEqual(
        expect.objectContaining({ name: 'Nour', zipCode: '75011', emailVerified: false, marketingConsent: true }),
      );
      expect(await world.auth.signUp(data, 'fr')).toEqual({ ok: false, error: { code: 'email_taken' } });
      expect(await world.auth.signUp({ ...data, email: 'other@example.com', termsAccepted: false }, 'fr')).toEqual({
        ok: false,
        error: { code: 'something_went_wrong', message: 'Sign up failed' },
      });
    });

    it('resets a password with the emailed link, and the link works once', async () => {
      expect(await world.auth.requestPasswordReset(DEMO.email, 'jp')).toEqual({ ok: true, value: undefined });
      const link = world.backend.sent().find((m) => m.kind === 'reset_password' && m.country === 'jp');
      expect(link).toBeDefined();
      expect(await world.auth.setNewPassword(link?.payload ?? '', 'brand-new-pass')).toEqual({ ok: true, value: undefined });
      expect(await world.auth.setNewPassword(link?.payload ?? '', 'brand-new-pass')).toEqual({
        ok: false,
        error: { code: 'password_link_used' },
      });
      expect((await world.auth.requestToken({ ...DEMO, password: 'brand-new-pass' }, 'jp')).ok).toBe(true);
    });
  });

  describe('user', () => {
    it('is refused without a session', async () => {
      expect(await world.users.me()).toEqual({ ok: false, error: { code: 'session_expired' } });
    });

    it('describes the signed-in customer', async () => {
      await signIn('ca');
      expect(await world.users.me()).toEqual({
        ok: true,
        value: expect.objectContaining({ id: 'demo-ca', email: DEMO.email, name: 'Jordan Tremblay', country: 'ca', emailVerified: true }),
      });
    });

    it('updates personal data but not the email', async () => {
      await signIn();
      const updated = await world.users.update({ name: 'Camille M.', city: 'Lyon' });
      expect(updated.ok && updated.value.name).toBe('Camille M.');
      expect(world.backend.findUser(DEMO.email, 'fr')?.city).toBe('Lyon');
    });

    it('changes the password only with the right current one', async () => {
      await signIn();
      expect(await world.users.changePassword('wrong', 'another-pass')).toEqual({ ok: false, error: { code: 'wrong_password' } });
      expect(await world.users.changePassword(DEMO.password, 'another-pass')).toEqual({ ok: true, value: undefined });
    });

    it('verifies the email with the 4-digit code it sent, and not with another', async () => {
      const data = {
        email: 'v@example.com',
        password: 'long-enough',
        name: 'V',
        zipCode: '10001',
        termsAccepted: true,
        marketingConsent: false,
        marketResearchConsent: false,
      };
      const created = await world.auth.signUp(data, 'us');
      if (!created.ok) throw new Error('sign up failed');
      world.tokens.save(created.value);
      expect(await world.users.sendVerificationCode()).toEqual({ ok: true, value: undefined });
      const code = world.backend.sent().findLast((m) => m.kind === 'verification_code')?.payload ?? '';
      expect(code).toMatch(/^\d{4}$/);
      const wrong = code === '0000' ? '1111' : '0000';
      expect(await world.users.confirmEmail(wrong)).toEqual({ ok: false, error: { code: 'code_not_recognised' } });
      const confirmed = await world.users.confirmEmail(code);
      expect(confirmed.ok && confirmed.value.emailVerified).toBe(true);
    });
  });

  describe('wallet', () => {
    it('gives the balance in the market currency, exactly', async () => {
      await signIn('jp');
      const expected = world.backend.findUser(DEMO.email, 'jp')?.balance;
      expect(await world.wallet.balance()).toEqual({ ok: true, value: expected });
    });

    it('lists transactions newest first, filters and pages them', async () => {
      await signIn('us');
      const all = await world.wallet.transactions();
      if (!all.ok) throw new Error(all.error.code);
      expect(all.value.length).toBe(world.backend.findUser(DEMO.email, 'us')?.transactions.length);
      expect(all.value.length).toBeGreaterThanOrEqual(20);
      const dates = all.value.map((t) => t.createdAt.getTime());
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(all.value[0]).toEqual(
        expect.objectContaining({ amount: expect.objectContaining({ currency: 'USD' }), createdAt: expect.any(Date) }),
      );

      const pending = await world.wallet.transactions({ type: 'SCAN', status: 'PENDING' });
      expect(pending.ok && pending.value.map((t) => [t.category, t.status])).toEqual([['SCAN', 'PENDING']]);
      const page2 = await world.wallet.transactions({ itemsPerPage: 5, page: 2 });
      expect(page2.ok && page2.value.map((t) => t.id)).toEqual(all.value.slice(5, 10).map((t) => t.id));
      const completedScan = all.value.find((t) => t.category === 'SCAN' && t.status === 'COMPLETED');
      expect(completedScan?.items[0]).toEqual({
        imageUrl: expect.stringMatching(/^\/images\/[a-z-]+\.svg$/),
        name: expect.any(String),
        quantity: expect.any(Number),
        price: expect.objectContaining({ currency: 'USD' }),
        // The catalogue product (assumed product_id, issue 20), read back over HTTP as in-process.
        productId: expect.stringMatching(/^[a-zA-Z]+$/),
      });
      expect([15, 25, 50]).toContain(completedScan?.items[0]?.price.amount);
    });

    it('keeps payout methods, and only a set-up one can be the default', async () => {
      await signIn('uk');
      expect(await world.wallet.payoutMethods()).toEqual({
        ok: true,
        value: { types: { PAYPAL: { email: DEMO.email } }, default: 'PAYPAL' },
      });
      expect(await world.wallet.setDefaultPayoutMethod('TRANSFERWISE')).toEqual({ ok: false, error: { code: 'payout_method_not_set_up' } });
      const account = {
        country: 'uk',
        accountName: 'Sam Taylor',
        sortCode: '200000',
        accountNumber: '55779911',
        address: '24 Buckingham Gate',
        postCode: 'SW1A 1AA',
      } as const;
      const saved = await world.wallet.savePayoutMethod({ method: 'TRANSFERWISE', account });
      expect(saved.ok && saved.value.types.TRANSFERWISE).toEqual({
        accountNumber: '55779911',
        iban: '',
        fields: { accountName: 'Sam Taylor', sortCode: '200000', address: '24 Buckingham Gate', postCode: 'SW1A 1AA' },
      });
      expect(await world.wallet.setDefaultPayoutMethod('TRANSFERWISE')).toEqual({
        ok: true,
        value: expect.objectContaining({ default: 'TRANSFERWISE' }),
      });
    });

    it('tells the server of a new payout destination: it keeps when, and sends the customer a notice (assumed, issue 47 point 4)', async () => {
      await signIn('fr');
      expect(await world.wallet.notifyDestinationChange('PAYPAL', 'changed')).toEqual({ ok: true, value: undefined });
      expect(world.backend.sent()).toContainEqual(
        expect.objectContaining({ kind: 'destination_changed', payload: 'PAYPAL:destination_changed' }),
      );
      const methods = await world.wallet.payoutMethods();
      expect(methods.ok && methods.value.destinationChangedAt).toEqual(expect.any(Number));
      // A method not set up is no destination.
      expect((await world.wallet.notifyDestinationChange('TRANSFERWISE', 'added')).ok).toBe(false);
    });

    it('withdraws once per request key, however often it is sent', async () => {
      await signIn('fr');
      const before = world.backend.findUser(DEMO.email, 'fr')?.balance.amount ?? 0;
      // The market's minimum: what the demo customer can always withdraw, whatever the seed (tests/fakes/demo-world.test.ts).
      const first = await world.wallet.withdraw(withdrawal(money(500, 'EUR'), 'key-1'));
      const again = await world.wallet.withdraw(withdrawal(money(500, 'EUR'), 'key-1'));
      expect(first).toEqual({ ok: true, value: { id: expect.any(String), balance: money(before - 500, 'EUR') } });
      expect(again).toEqual(first);
      expect(world.backend.findUser(DEMO.email, 'fr')?.balance.amount).toBe(before - 500);
    });
  });

  describe('public calls', () => {
    it('lists the bins of a market', async () => {
      const bins = await world.bins.list('fr');
      expect(bins.ok && bins.value.bins.length).toBeGreaterThan(20);
      expect(bins.ok && bins.value.dropped).toBe(0);
      expect(bins.ok && bins.value.bins[0]).toEqual({
        id: expect.any(String),
        lat: expect.any(Number),
        lng: expect.any(Number),
        details: expect.any(String),
        retailer: { id: expect.any(String), name: expect.any(String) },
        address: expect.any(String),
        city: expect.any(String),
        status: { state: expect.stringMatching(/^(open|full|out_of_order|unknown)$/), reportedAt: expect.any(String) },
      });
    });

    it('reads a bin’s reported status and its time when the server gives them (assumed), and a bin without as the specification shows it', async () => {
      const retailer = { id: 'r1', name: 'Alpha Foods' };
      const plain = { id: 'plain', lat: 48.8566, lng: 2.3522, details: '1 rue de Rivoli', retailer };
      const full = { ...plain, id: 'full', status: { state: 'full', reportedAt: '2026-11-27T13:45:00.000Z' } } as const;
      const undated = { ...plain, id: 'undated', status: { state: 'out_of_order', reportedAt: null } } as const;
      world.backend.setBins('fr', [plain, full, undated]);
      expect(await world.bins.list('fr')).toEqual({ ok: true, value: { bins: [plain, full, undated], dropped: 0 } });
    });

    it('reads a bin’s city and kana reading when the server gives them (assumed), and a bin without them as the specification shows it', async () => {
      const retailer = { id: 'r1', name: 'みどりマート' };
      const plain = { id: 'plain', lat: 35.67, lng: 139.7, details: '〒150-0001 東京都渋谷区神宮前1丁目2-3', retailer };
      const read = { ...plain, id: 'read', city: '東京都渋谷区', reading: 'とうきょうと しぶやく じんぐうまえ' };
      world.backend.setBins('jp', [plain, read]);
      expect(await world.bins.list('jp')).toEqual({ ok: true, value: { bins: [plain, read], dropped: 0 } });
    });

    it('reads the address of a bin’s shop when the server gives it (assumed, issue 44), and a bin without as the specification shows it', async () => {
      const retailer = { id: 'r1', name: 'Le Marché Vert' };
      const plain = { id: 'plain', lat: 45.7755, lng: 4.8295, details: '1 boulevard de la Croix-Rousse — à l’entrée', retailer };
      const addressed = { ...plain, id: 'addressed', address: '1 boulevard de la Croix-Rousse, 69004 Lyon' };
      world.backend.setBins('fr', [plain, addressed]);
      expect(await world.bins.list('fr')).toEqual({ ok: true, value: { bins: [plain, addressed], dropped: 0 } });
    });

    it('keeps the bins it can show and counts those at impossible coordinates', async () => {
      const retailer = { id: 'r1', name: 'Alpha Foods' };
      const good = { id: 'good', lat: 48.8566, lng: 2.3522, details: '1 rue de Rivoli', retailer };
      world.backend.setBins('fr', [good, { ...good, id: 'north-of-the-pole', lat: 91 }, { ...good, id: 'off-the-map', lng: -180.01 }]);
      expect(await world.bins.list('fr')).toEqual({ ok: true, value: { bins: [good], dropped: 2 } });
    });

    it('hands contact messages and data-subject requests to customer care', async () => {
      expect(
        await world.support.sendContactMessage(
          { name: 'Ana', email: 'ana@example.com', subject: 'Scan', message: 'My scan is pending.' },
          'fr',
        ),
      ).toEqual({ ok: true, value: undefined });
      expect(
        await world.support.sendDataSubjectRequest(
          { type: 'erasure', name: 'Ana', email: 'ana@example.com', phoneLast4: '1234', details: '' },
          'fr',
        ),
      ).toEqual({ ok: true, value: undefined });
      expect(world.backend.received().map((r) => [r.kind, r.country, r.payload.email])).toEqual([
        ['contact', 'fr', 'ana@example.com'],
        ['dsar', 'fr', 'ana@example.com'],
      ]);
      expect(world.backend.received()[1]?.payload).toEqual(expect.objectContaining({ type: 'erasure', phone_last4: '1234' }));
    });
  });

  describe('faults both sides report alike', () => {
    it.each([
      ['server_error', 'server_error'],
      ['malformed', 'invalid_response'],
      ['html_error', 'server_error'],
    ] as const)('%s → %s, on a call that moves money (never retried)', async (fault, code) => {
      await signIn('us');
      const before = world.backend.findUser(DEMO.email, 'us')?.balance.amount;
      world.backend.failNext(fault);
      expect(await world.wallet.withdraw(withdrawal(money(1000, 'USD'), `k-${fault}`))).toEqual({ ok: false, error: { code } });
      expect(world.backend.findUser(DEMO.email, 'us')?.balance.amount).toBe(before);
    });
  });
});
