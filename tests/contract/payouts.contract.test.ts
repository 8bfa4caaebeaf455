// @vitest-environment node
import { userFactory } from '../../fakes/factories/user.factory';
import type { PayoutRecord } from '../../fakes/backend/records';
import { COUNTRY_CODES, type CountryCode } from '../../src/core/content/locale';
import { money, type Money } from '../../src/core/shared/money';
import type { BankAccount, BankField } from '../../src/core/wallet/bank-account';
import { toBankAccount } from '../../src/core/wallet/to-bank-account';
import type { PayoutSetup } from '../../src/core/wallet/payout-method';
import { httpWorld, inProcessWorld, withdrawal, type World } from './worlds';

const DEMO = { email: 'demo@example.com', password: 'demo1234' };
const PASSWORD = 'long-enough-1';

/** A real-looking bank account per market, as its form is typed (spaces, dashes): the domain normalises it. */
const FORMS: Readonly<Record<CountryCode, Partial<Record<BankField, string>>>> = {
  us: {
    accountName: 'Alex Morgan',
    abartn: '011000015',
    accountNumber: '123456789',
    accountType: 'CHECKING',
    address: '425 7th St NW',
    city: 'Washington',
    state: 'DC',
    postCode: '20001',
  },
  uk: { accountName: 'Sam Taylor', sortCode: '20-00-00', accountNumber: '5577 9911', address: '24 Buckingham Gate', postCode: 'sw1a 1aa' },
  ca: {
    accountName: 'Jordan Tremblay',
    transitNumber: '00011',
    institutionNumber: '001',
    accountNumber: '1234567',
    address: '111 Sussex Drive',
    city: 'Ottawa',
    state: 'ON',
    postCode: 'K1A 0B1',
  },
  fr: {
    accountName: 'Camille Martin',
    iban: 'FR14 2004 1010 0505 0001 3M02 606',
    address: '12 rue Oberkampf',
    city: 'Paris',
    postCode: '75011',
  },
  jp: { accountName: 'サトウ ハナコ', bankCode: '0001', branchCode: '001', accountType: 'ORDINARY', accountNumber: '1234567' },
};

function bankAccount(country: CountryCode): BankAccount {
  const account = toBankAccount(country, FORMS[country]);
  if (!account.ok) throw new Error(`test account of ${country} is invalid: ${JSON.stringify(account.error)}`);
  return account.value;
}

/** What GET /payment_methods shows of the saved bank account: its number, or the IBAN in France. */
/** What GET /payment_methods shows back of a saved account: its number (the IBAN in France) and the rest of it (the assumed extension). */
const shownBank = (country: CountryCode) => {
  const { country: _market, ...account } = bankAccount(country);
  const { accountNumber = '', iban = '', ...fields } = account as typeof account & { accountNumber?: string; iban?: string };
  return { accountNumber, iban, fields };
};

/** Every behaviour of the payout and withdrawal calls, for the in-process fakes and the HTTP adapters ⇄ fakes/http alike. */
describe.each([
  ['in-process fakes', inProcessWorld],
  // The adapters' own timeout: a short one times out ordinary calls on a busy machine.
  ['HTTP adapters ⇄ fakes/http', () => httpWorld()],
])('payouts and withdrawals: %s', (_name, makeWorld) => {
  let world: World;
  beforeEach(async () => {
    world = await makeWorld();
  });
  afterEach(() => world.dispose());

  const signIn = async (country: CountryCode, credentials = DEMO) => {
    const issued = await world.auth.requestToken(credentials, country);
    if (!issued.ok) throw new Error(`login failed: ${issued.error.code}`);
    world.tokens.save(issued.value);
  };

  /** A customer made for one test, signed in: a balance, a verified email or not, payout methods. */
  const customer = async (
    country: CountryCode,
    options: { balance: Money; emailVerified?: boolean; payout?: PayoutRecord; email?: string },
  ) => {
    const email = options.email ?? `payer-${country}@example.com`;
    const user = await userFactory.create(
      {
        email,
        country,
        balance: options.balance,
        emailVerified: options.emailVerified ?? true,
        payout: options.payout ?? { methods: { PAYPAL: { email } }, default: 'PAYPAL' },
      },
      { transient: { password: PASSWORD } },
    );
    world.backend.addUser(user);
    await signIn(country, { email, password: PASSWORD });
    return user;
  };

  const balanceOf = (country: CountryCode, email = DEMO.email) => world.backend.findUser(email, country)?.balance;
  const withdrawals = (country: CountryCode, email = DEMO.email) =>
    world.backend.findUser(email, country)?.transactions.filter((t) => t.category === 'WITHDRAWAL') ?? [];

  describe('payout methods', () => {
    it('lists what the demo customer has set up: PayPal by default, and LINE Pay too in Japan', async () => {
      await signIn('fr');
      expect(await world.wallet.payoutMethods()).toEqual({
        ok: true,
        value: { types: { PAYPAL: { email: DEMO.email } }, default: 'PAYPAL' },
      });
      await signIn('jp');
      expect(await world.wallet.payoutMethods()).toEqual({
        ok: true,
        value: { types: { PAYPAL: { email: DEMO.email }, LINE: { referenceNo: expect.stringMatching(/^\d{11}$/) } }, default: 'PAYPAL' },
      });
    });

    it.each(COUNTRY_CODES)('%s: saves a bank account and reads it back, the default unchanged', async (country) => {
      await signIn(country);
      const saved = await world.wallet.savePayoutMethod({ method: 'TRANSFERWISE', account: bankAccount(country) });
      const expected = { types: expect.objectContaining({ TRANSFERWISE: shownBank(country) }), default: 'PAYPAL' };
      expect(saved).toEqual({ ok: true, value: expected });
      expect(await world.wallet.payoutMethods()).toEqual({ ok: true, value: expected });
      expect(world.backend.findUser(DEMO.email, country)?.payout.methods.TRANSFERWISE).toEqual(bankAccount(country));
    });

    it.each([
      [
        'uk',
        { ...bankAccount('uk'), sortCode: '20-00-0', postCode: 'SW1A' },
        { sortCode: 'sort_code_invalid', postCode: 'post_code_invalid' },
      ],
      ['us', { ...bankAccount('us'), abartn: '011000016' }, { abartn: 'routing_number_checksum' }],
      ['us', { ...bankAccount('us'), abartn: '000000000' }, { abartn: 'routing_number_checksum' }],
      ['fr', { ...bankAccount('fr'), iban: 'FR1420041010050500013M02607' }, { iban: 'iban_checksum' }],
      [
        'jp',
        { ...bankAccount('jp'), bankCode: '12', accountNumber: '' },
        { bankCode: 'bank_code_invalid', accountNumber: 'field_required' },
      ],
      [
        'ca',
        { ...bankAccount('ca'), institutionNumber: '1', accountName: '' },
        { institutionNumber: 'institution_number_invalid', accountName: 'field_required' },
      ],
    ] as const)(
      '%s: the server checks a bank account itself, and names each wrong field as the form does',
      async (country, account, fields) => {
        await signIn(country);
        const sent = { method: 'TRANSFERWISE', account } as PayoutSetup;
        expect(await world.wallet.savePayoutMethod(sent)).toEqual({ ok: false, error: { code: 'invalid_input', fields } });
        expect(world.backend.findUser(DEMO.email, country)?.payout.methods.TRANSFERWISE).toBeUndefined();
      },
    );

    it('reads an IBAN pasted with invisible characters as the IBAN itself, and keeps it clean', async () => {
      await signIn('fr');
      const iban = '\ufeffFR14\u200b2004\u200b1010\u00ad0505\u200c0001\u200d3M02\u2060606\u200e';
      const account = { ...bankAccount('fr'), iban } as BankAccount;
      expect(await world.wallet.savePayoutMethod({ method: 'TRANSFERWISE', account })).toEqual(expect.objectContaining({ ok: true }));
      expect(world.backend.findUser(DEMO.email, 'fr')?.payout.methods.TRANSFERWISE).toEqual(bankAccount('fr'));
    });

    it('checks a PayPal address and a LINE Pay reference on the server too', async () => {
      await signIn('jp');
      expect(await world.wallet.savePayoutMethod({ method: 'PAYPAL', email: 'not-an-address' })).toEqual({
        ok: false,
        error: { code: 'invalid_input', fields: { email: 'email_input_error' } },
      });
      expect(await world.wallet.savePayoutMethod({ method: 'LINE', referenceNo: '0801234567' })).toEqual({
        ok: false,
        error: { code: 'invalid_input', fields: { referenceNo: 'line_reference_invalid' } },
      });
      expect(await world.wallet.savePayoutMethod({ method: 'LINE', referenceNo: '09087654321' })).toEqual({
        ok: true,
        value: expect.objectContaining({ types: expect.objectContaining({ LINE: { referenceNo: '09087654321' } }) }),
      });
    });

    it('refuses LINE Pay outside Japan (404), and keeps nothing', async () => {
      await signIn('fr');
      expect(await world.wallet.savePayoutMethod({ method: 'LINE', referenceNo: '09087654321' })).toEqual({
        ok: false,
        error: { code: 'something_went_wrong' },
      });
      expect(world.backend.findUser(DEMO.email, 'fr')?.payout.methods.LINE).toBeUndefined();
    });

    it('makes the first method saved the default, and only a set-up method can become it', async () => {
      await customer('ca', { balance: money(0, 'CAD'), payout: { methods: {}, default: null } });
      expect(await world.wallet.setDefaultPayoutMethod('PAYPAL')).toEqual({ ok: false, error: { code: 'payout_method_not_set_up' } });
      const paypal = await world.wallet.savePayoutMethod({ method: 'PAYPAL', email: 'jordan@example.com' });
      expect(paypal).toEqual({ ok: true, value: { types: { PAYPAL: { email: 'jordan@example.com' } }, default: 'PAYPAL' } });
      await world.wallet.savePayoutMethod({ method: 'TRANSFERWISE', account: bankAccount('ca') });
      expect(await world.wallet.payoutMethods()).toEqual({ ok: true, value: expect.objectContaining({ default: 'PAYPAL' }) });
      expect(await world.wallet.setDefaultPayoutMethod('LINE')).toEqual({ ok: false, error: { code: 'payout_method_not_set_up' } });
      expect(await world.wallet.setDefaultPayoutMethod('TRANSFERWISE')).toEqual({
        ok: true,
        value: { types: { PAYPAL: { email: 'jordan@example.com' }, TRANSFERWISE: shownBank('ca') }, default: 'TRANSFERWISE' },
      });
    });
  });

  describe('removing a payout method (assumed, issue 20)', () => {
    it('forgets a saved method; the default passes to the next saved one, then to none; a repeat changes nothing', async () => {
      await customer('ca', { balance: money(0, 'CAD'), payout: { methods: {}, default: null } });
      await world.wallet.savePayoutMethod({ method: 'PAYPAL', email: 'jordan@example.com' });
      await world.wallet.savePayoutMethod({ method: 'TRANSFERWISE', account: bankAccount('ca') });
      expect(await world.wallet.removePayoutMethod('PAYPAL')).toEqual({
        ok: true,
        value: { types: { TRANSFERWISE: shownBank('ca') }, default: 'TRANSFERWISE' },
      });
      const none = { ok: true, value: { types: {}, default: null } };
      expect(await world.wallet.removePayoutMethod('TRANSFERWISE')).toEqual(none);
      expect(await world.wallet.removePayoutMethod('TRANSFERWISE')).toEqual(none);
      expect(await world.wallet.payoutMethods()).toEqual(none);
    });

    it('keeps the method a pending withdrawal is paid to (PM_0002); another method can still go', async () => {
      await customer('fr', {
        balance: money(2000, 'EUR'),
        payout: { methods: { PAYPAL: { email: 'payer-fr@example.com' }, TRANSFERWISE: bankAccount('fr') }, default: 'PAYPAL' },
      });
      expect((await world.wallet.withdraw(withdrawal(money(500, 'EUR'), 'pending'))).ok).toBe(true);
      expect(await world.wallet.removePayoutMethod('PAYPAL')).toEqual({ ok: false, error: { code: 'payout_method_in_use' } });
      expect(world.backend.findUser('payer-fr@example.com', 'fr')?.payout.methods.PAYPAL).toBeDefined();
      expect(await world.wallet.removePayoutMethod('TRANSFERWISE')).toEqual({
        ok: true,
        value: { types: { PAYPAL: { email: 'payer-fr@example.com' } }, default: 'PAYPAL' },
      });
    });

    it('keeps the method a pending withdrawal is paid to once another is the default, and lets the new default go (issue 44 point 6)', async () => {
      await customer('fr', {
        balance: money(2000, 'EUR'),
        payout: { methods: { PAYPAL: { email: 'payer-fr@example.com' }, TRANSFERWISE: bankAccount('fr') }, default: 'PAYPAL' },
      });
      expect((await world.wallet.withdraw(withdrawal(money(500, 'EUR'), 'to-paypal'))).ok).toBe(true);
      expect((await world.wallet.setDefaultPayoutMethod('TRANSFERWISE')).ok).toBe(true);
      expect(await world.wallet.removePayoutMethod('PAYPAL')).toEqual({ ok: false, error: { code: 'payout_method_in_use' } });
      expect(await world.wallet.removePayoutMethod('TRANSFERWISE')).toEqual({
        ok: true,
        value: { types: { PAYPAL: { email: 'payer-fr@example.com' } }, default: 'PAYPAL' },
      });
    });
  });

  describe('withdrawal terms', () => {
    it.each([
      ['us', { minimum: money(500, 'USD'), fee: money(0, 'USD'), feeWaivedFrom: null }],
      ['uk', { minimum: money(500, 'GBP'), fee: money(0, 'GBP'), feeWaivedFrom: null }],
      ['ca', { minimum: money(500, 'CAD'), fee: money(0, 'CAD'), feeWaivedFrom: null }],
      ['fr', { minimum: money(500, 'EUR'), fee: money(0, 'EUR'), feeWaivedFrom: null }],
      ['jp', { minimum: money(1000, 'JPY'), fee: money(249, 'JPY'), feeWaivedFrom: money(8800, 'JPY') }],
    ] as const)('%s: states its minimum and fee', async (country, terms) => {
      await signIn(country);
      expect(await world.wallet.withdrawalTerms()).toEqual({ ok: true, value: terms });
    });

    it('needs a session: without one, the session has ended', async () => {
      expect(await world.wallet.withdrawalTerms()).toEqual({ ok: false, error: { code: 'session_expired' } });
    });
  });

  describe('withdrawals', () => {
    it('moves the amount from the balance into a pending withdrawal to the chosen method', async () => {
      await signIn('fr');
      const before = balanceOf('fr')?.amount ?? 0;
      const receipt = await world.wallet.withdraw(withdrawal(money(500, 'EUR'), 'first'));
      expect(receipt).toEqual({ ok: true, value: { id: expect.any(String), balance: money(before - 500, 'EUR') } });
      expect(await world.wallet.balance()).toEqual({ ok: true, value: money(before - 500, 'EUR') });
      const history = await world.wallet.transactions();
      expect(history.ok && history.value[0]).toEqual(
        expect.objectContaining({
          id: receipt.ok ? receipt.value.id : '?',
          category: 'WITHDRAWAL',
          status: 'PENDING',
          amount: money(-500, 'EUR'),
          accountName: 'PayPal',
          accountNumber: DEMO.email,
        }),
      );
    });

    it('names the bank account holder and its IBAN on a withdrawal to the bank', async () => {
      await signIn('fr');
      await world.wallet.savePayoutMethod({ method: 'TRANSFERWISE', account: bankAccount('fr') });
      expect((await world.wallet.withdraw(withdrawal(money(500, 'EUR'), 'bank', { method: 'TRANSFERWISE' }))).ok).toBe(true);
      expect(withdrawals('fr')[0]).toEqual(
        expect.objectContaining({ status: 'PENDING', accountName: 'Camille Martin', accountNumber: 'FR1420041010050500013M02606' }),
      );
    });

    it('withdraws once however often the same request is sent, and refuses its key for another request', async () => {
      await signIn('fr');
      const before = balanceOf('fr')?.amount ?? 0;
      const count = withdrawals('fr').length;
      const first = await world.wallet.withdraw(withdrawal(money(500, 'EUR'), 'same'));
      expect(await world.wallet.withdraw(withdrawal(money(500, 'EUR'), 'same'))).toEqual(first);
      expect(withdrawals('fr')).toHaveLength(count + 1);
      expect(balanceOf('fr')?.amount).toBe(before - 500);
      expect(await world.wallet.withdraw(withdrawal(money(600, 'EUR'), 'same'))).toEqual({
        ok: false,
        error: { code: 'something_went_wrong', message: expect.any(String) },
      });
      expect(withdrawals('fr')).toHaveLength(count + 1);
    });

    it.each([
      ['network_error', 'network_error'],
      ['timeout', 'timeout'],
    ] as const)('after a %s once the server had taken it, the retry with the same key withdraws once', async (fault, code) => {
      await signIn('uk');
      const before = balanceOf('uk')?.amount ?? 0;
      const count = withdrawals('uk').length;
      const request = withdrawal(money(500, 'GBP'), `lost-${fault}`);
      world.backend.failNext(fault, { call: 'withdraw', afterProcessing: true });
      expect(await world.wallet.withdraw(request)).toEqual({ ok: false, error: { code } });
      expect(withdrawals('uk')).toHaveLength(count + 1);
      const retried = await world.wallet.withdraw(request);
      expect(retried).toEqual({ ok: true, value: { id: withdrawals('uk')[0]?.id, balance: money(before - 500, 'GBP') } });
      expect(withdrawals('uk')).toHaveLength(count + 1);
      expect(balanceOf('uk')?.amount).toBe(before - 500);
    });

    it('refuses without a verified email first of all (WD_0001)', async () => {
      await customer('fr', { balance: money(2000, 'EUR'), emailVerified: false });
      expect(await world.wallet.withdraw(withdrawal(money(0, 'EUR'), 'unverified'))).toEqual({
        ok: false,
        error: { code: 'email_not_verified' },
      });
    });

    it.each([
      ['zero (WD_0002)', withdrawal(money(0, 'EUR'), 'k'), 'amount_invalid'],
      ['below zero (WD_0002)', withdrawal(money(-500, 'EUR'), 'k'), 'amount_invalid'],
      ['in another currency (WD_0002)', withdrawal(money(500, 'USD'), 'k'), 'amount_invalid'],
      [
        'to a method not set up (WD_0004)',
        withdrawal(money(1_000_000, 'EUR'), 'k', { method: 'TRANSFERWISE' }),
        'payout_method_not_set_up',
      ],
      ['to LINE Pay outside Japan (WD_0004)', withdrawal(money(500, 'EUR'), 'k', { method: 'LINE' }), 'payout_method_not_set_up'],
      ['below the minimum (WD_0005)', withdrawal(money(499, 'EUR'), 'k'), 'amount_below_minimum'],
      ['above the balance (WD_0003)', withdrawal(money(2001, 'EUR'), 'k'), 'amount_above_balance'],
      [
        'with a fee the server does not charge (WD_0006)',
        withdrawal(money(500, 'EUR'), 'k', { fee: money(1, 'EUR') }),
        'withdrawal_terms_changed',
      ],
    ] as const)('refuses an amount %s, and moves nothing', async (_what, request, code) => {
      await customer('fr', { balance: money(2000, 'EUR'), email: 'payer@example.com' });
      expect(await world.wallet.withdraw(request)).toEqual({ ok: false, error: { code } });
      expect(balanceOf('fr', 'payer@example.com')).toEqual(money(2000, 'EUR'));
      expect(withdrawals('fr', 'payer@example.com')).toEqual([]);
    });

    it('refuses when the terms changed between review and confirmation (WD_0006)', async () => {
      await signIn('fr');
      world.backend.setWithdrawalTerms('fr', { minimum: money(500, 'EUR'), fee: money(50, 'EUR'), feeWaivedFrom: null });
      expect(await world.wallet.withdraw(withdrawal(money(500, 'EUR'), 'old-terms'))).toEqual({
        ok: false,
        error: { code: 'withdrawal_terms_changed' },
      });
      expect((await world.wallet.withdraw(withdrawal(money(500, 'EUR'), 'new-terms', { fee: money(50, 'EUR') }))).ok).toBe(true);
    });

    it('charges the Japanese fee under 8800 yen, and none from 8800 yen', async () => {
      await customer('jp', { balance: money(20_000, 'JPY') });
      const fee = money(249, 'JPY');
      expect(await world.wallet.withdraw(withdrawal(money(1000, 'JPY'), 'a', { fee: money(0, 'JPY') }))).toEqual({
        ok: false,
        error: { code: 'withdrawal_terms_changed' },
      });
      expect(await world.wallet.withdraw(withdrawal(money(999, 'JPY'), 'b', { fee }))).toEqual({
        ok: false,
        error: { code: 'amount_below_minimum' },
      });
      expect(await world.wallet.withdraw(withdrawal(money(1000, 'JPY'), 'c', { fee }))).toEqual({
        ok: true,
        value: { id: expect.any(String), balance: money(19_000, 'JPY') },
      });
      expect(await world.wallet.withdraw(withdrawal(money(8799, 'JPY'), 'd', { fee }))).toEqual({
        ok: true,
        value: { id: expect.any(String), balance: money(10_201, 'JPY') },
      });
      expect(await world.wallet.withdraw(withdrawal(money(8800, 'JPY'), 'e', { fee }))).toEqual({
        ok: false,
        error: { code: 'withdrawal_terms_changed' },
      });
      expect(await world.wallet.withdraw(withdrawal(money(8800, 'JPY'), 'f', { fee: money(0, 'JPY') }))).toEqual({
        ok: true,
        value: { id: expect.any(String), balance: money(1401, 'JPY') },
      });
      expect(withdrawals('jp', 'payer-jp@example.com').map((w) => w.amount.amount)).toEqual([-8800, -8799, -1000]);
    });
  });
});

/** What the wire carries: the documented bodies, built from the domain's values, and the answers' shapes. */
describe('payouts and withdrawals on the wire (HTTP adapters ⇄ fakes/http)', () => {
  let world: World;
  beforeEach(async () => {
    world = await httpWorld();
  });
  afterEach(() => world.dispose());

  const server = () => world.server!;
  const sent = (method: string, path: string) => server().requests.filter((r) => r.method === method && r.path === path);
  const signIn = async (country: CountryCode) => {
    const issued = await world.auth.requestToken(DEMO, country);
    if (!issued.ok) throw new Error('login failed');
    world.tokens.save(issued.value);
    return issued.value.accessToken;
  };
  const call = async (method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server().url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };

  it.each([
    [
      'us',
      {
        country_code: 'us',
        account_name: 'Alex Morgan',
        abartn: '011000015',
        account_number: '123456789',
        account_type: 'CHECKING',
        address: '425 7th St NW',
        city: 'Washington',
        state: 'DC',
        post_code: '20001',
      },
    ],
    [
      'uk',
      {
        country_code: 'uk',
        account_name: 'Sam Taylor',
        sort_code: '200000',
        account_number: '55779911',
        address: '24 Buckingham Gate',
        post_code: 'SW1A 1AA',
      },
    ],
    [
      'ca',
      {
        country_code: 'ca',
        account_name: 'Jordan Tremblay',
        transit_number: '00011',
        institution_number: '001',
        account_number: '1234567',
        address: '111 Sussex Drive',
        city: 'Ottawa',
        state: 'ON',
        post_code: 'K1A 0B1',
      },
    ],
    [
      'fr',
      {
        country_code: 'fr',
        account_name: 'Camille Martin',
        iban: 'FR1420041010050500013M02606',
        address: '12 rue Oberkampf',
        city: 'Paris',
        post_code: '75011',
      },
    ],
    [
      'jp',
      {
        country_code: 'jp',
        account_name: 'サトウ ハナコ',
        bank_code: '0001',
        branch_code: '001',
        account_type: 'ORDINARY',
        account_number: '1234567',
      },
    ],
  ] as const)('%s: sends exactly the documented bank account body, normalised', async (country, body) => {
    await signIn(country);
    expect((await world.wallet.savePayoutMethod({ method: 'TRANSFERWISE', account: bankAccount(country) })).ok).toBe(true);
    expect(sent('POST', '/api/v2/payment_methods/transferwise').map((r) => r.body)).toEqual([body]);
  });

  it('sends PayPal and LINE Pay bodies, the default, the terms and the withdrawal as documented', async () => {
    await signIn('jp');
    await world.wallet.savePayoutMethod({ method: 'PAYPAL', email: 'hanako@example.com' });
    await world.wallet.savePayoutMethod({ method: 'LINE', referenceNo: '09087654321' });
    await world.wallet.setDefaultPayoutMethod('LINE');
    await world.wallet.withdrawalTerms();
    await world.wallet.withdraw(withdrawal(money(1000, 'JPY'), 'key-jp', { fee: money(249, 'JPY'), method: 'LINE' }));
    expect(sent('POST', '/api/v2/payment_methods/paypal').map((r) => r.body)).toEqual([{ email: 'hanako@example.com' }]);
    expect(sent('POST', '/api/v2/payment_methods/line').map((r) => r.body)).toEqual([{ referenceNo: '09087654321' }]);
    expect(sent('PUT', '/api/v2/payment_methods').map((r) => r.body)).toEqual([{ withdraw_type: 'LINE' }]);
    expect(sent('GET', '/api/v2/withdrawals/terms')).toHaveLength(1);
    const [posted] = sent('POST', '/api/v2/withdrawals');
    expect(posted?.body).toEqual({
      amount: { value: '1000', currency: 'JPY' },
      fee: { value: '249', currency: 'JPY' },
      withdraw_type: 'LINE',
    });
    expect(posted?.headers['idempotency-key']).toBe('key-jp');
    expect(posted?.headers['content-type']).toBe('application/json');
  });

  it('sends a withdrawal once, even when its answer is lost (the customer retries, with the same key)', async () => {
    await signIn('fr');
    world.backend.failNext('network_error', { call: 'withdraw', afterProcessing: true });
    expect(await world.wallet.withdraw(withdrawal(money(500, 'EUR'), 'once'))).toEqual({ ok: false, error: { code: 'network_error' } });
    expect(sent('POST', '/api/v2/withdrawals')).toHaveLength(1);
  });

  it('answers the documented shapes: terms, and a withdrawal with amount, fee, net and the balance after', async () => {
    const token = await signIn('jp');
    expect(await call('GET', '/api/v2/withdrawals/terms', token)).toEqual({
      status: 200,
      body: {
        data: {
          minimum: { value: '1000', currency: 'JPY' },
          fee: { value: '249', currency: 'JPY' },
          fee_waived_from: { value: '8800', currency: 'JPY' },
        },
      },
    });
    const before = world.backend.findUser(DEMO.email, 'jp')?.balance.amount ?? 0;
    const body = { amount: { value: '1000', currency: 'JPY' }, fee: { value: '249', currency: 'JPY' }, withdraw_type: 'PAYPAL' };
    const answer = await call('POST', '/api/v2/withdrawals', token, body, { 'Idempotency-Key': 'wire' });
    expect(answer).toEqual({
      status: 201,
      body: {
        data: {
          id: expect.any(String),
          status: 'PENDING',
          amount: { value: '1000', currency: 'JPY' },
          fee: { value: '249', currency: 'JPY' },
          net: { value: '751', currency: 'JPY' },
          withdraw_type: 'PAYPAL',
          balance: { value: String(before - 1000), currency: 'JPY' },
        },
      },
    });
    expect(await call('POST', '/api/v2/withdrawals', token, body, { 'Idempotency-Key': 'wire' })).toEqual(answer);
    expect(await call('POST', '/api/v2/withdrawals', token, { ...body, withdraw_type: 'LINE' }, { 'Idempotency-Key': 'wire' })).toEqual({
      status: 422,
      body: { code: 'IK_0001', message: expect.any(String) },
    });
  });

  it('answers each refusal with its documented status and code', async () => {
    const token = await signIn('fr');
    const body = (value: string, fee = '0.00', type = 'PAYPAL') => ({
      amount: { value, currency: 'EUR' },
      fee: { value: fee, currency: 'EUR' },
      withdraw_type: type,
    });
    const refusal = async (sentBody: unknown, key: string) => {
      const answer = await call('POST', '/api/v2/withdrawals', token, sentBody, { 'Idempotency-Key': key });
      return [answer.status, (answer.body as { code?: string }).code];
    };
    expect(await refusal(body('1e3'), 'a')).toEqual([422, 'WD_0002']);
    expect(await refusal(body('5.001'), 'b')).toEqual([422, 'WD_0002']);
    expect(await refusal(body('5.00', '0.00', 'TRANSFERWISE'), 'c')).toEqual([422, 'WD_0004']);
    expect(await refusal(body('4.99'), 'd')).toEqual([422, 'WD_0005']);
    expect(await refusal(body('100000.00'), 'e')).toEqual([422, 'WD_0003']);
    expect(await refusal(body('5.00', '0.01'), 'f')).toEqual([409, 'WD_0006']);
    expect(await call('PUT', '/api/v2/payment_methods', token, { withdraw_type: 'TRANSFERWISE' })).toEqual({
      status: 422,
      body: { code: 'PM_0001', message: expect.any(String) },
    });
    expect((await call('POST', '/api/v2/payment_methods/line', token, { referenceNo: '09087654321' })).status).toBe(404);
    expect(
      await call('POST', '/api/v2/payment_methods/transferwise', token, {
        country_code: 'fr',
        account_name: 'Camille Martin',
        iban: 'FR76',
      }),
    ).toEqual({
      status: 422,
      body: {
        code: 'RS_0002',
        message: expect.any(String),
        fields: { iban: 'iban_invalid', address: 'field_required', city: 'field_required', post_code: 'field_required' },
      },
    });
  });

  it('requires the Idempotency-Key header on a withdrawal, and moves nothing without it', async () => {
    const token = await signIn('fr');
    const before = world.backend.findUser(DEMO.email, 'fr')?.balance;
    const body = { amount: { value: '5.00', currency: 'EUR' }, fee: { value: '0.00', currency: 'EUR' }, withdraw_type: 'PAYPAL' };
    expect(await call('POST', '/api/v2/withdrawals', token, body)).toEqual({
      status: 422,
      body: expect.objectContaining({ code: 'RS_0001' }),
    });
    expect(world.backend.findUser(DEMO.email, 'fr')?.balance).toEqual(before);
  });

  it.each([
    [
      'POST',
      '/api/v2/withdrawals',
      { amount: { value: 5, currency: 'EUR' }, fee: { value: '0', currency: 'EUR' }, withdraw_type: 'PAYPAL' },
    ],
    ['POST', '/api/v2/withdrawals', { amount: { value: '5', currency: 'EUR' }, withdraw_type: 'PAYPAL' }],
    ['POST', '/api/v2/withdrawals', { amount: { value: '5', currency: 'EUR' }, fee: { value: '0', currency: 'EUR' }, withdraw_type: 3 }],
    ['POST', '/api/v2/payment_methods/transferwise', { country_code: 'fr', iban: 42 }],
    ['POST', '/api/v2/payment_methods/line', { referenceNo: 9087654321 }],
    ['POST', '/api/v2/payment_methods/paypal', {}],
  ])('answers %s %s with a mistyped body as 422 with field errors, never 500', async (method, path, body) => {
    const token = await signIn('jp');
    const answer = await call(method, path, token, body, { 'Idempotency-Key': 'bad-body' });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(expect.objectContaining({ code: 'RS_0002', fields: expect.any(Object) }));
  });

  it.each([
    ['an unknown status', { status: 'DONE' }],
    ['an unknown method', { withdrawType: 'CASH' }],
    ['no id', { id: null }],
  ])('reads a withdrawal answer with %s as invalid_response', async (_what, patch) => {
    await signIn('fr');
    vi.spyOn(world.backend, 'withdraw').mockImplementationOnce(async () => ({
      ok: true,
      data: {
        id: 'w1',
        status: 'PENDING',
        amount: money(500, 'EUR'),
        fee: money(0, 'EUR'),
        net: money(500, 'EUR'),
        withdrawType: 'PAYPAL',
        balance: money(100, 'EUR'),
        ...patch,
      } as never,
    }));
    expect(await world.wallet.withdraw(withdrawal(money(500, 'EUR'), 'odd'))).toEqual({ ok: false, error: { code: 'invalid_response' } });
  });

  it('reads withdrawal terms in mixed currencies or with a negative fee as invalid_response', async () => {
    await signIn('fr');
    const terms = (fee: Money) => ({ ok: true as const, data: { minimum: money(500, 'EUR'), fee, feeWaivedFrom: null } });
    vi.spyOn(world.backend, 'withdrawalTerms')
      .mockResolvedValueOnce(terms(money(0, 'USD')))
      .mockResolvedValueOnce(terms(money(-1, 'EUR')));
    expect(await world.wallet.withdrawalTerms()).toEqual({ ok: false, error: { code: 'invalid_response' } });
    expect(await world.wallet.withdrawalTerms()).toEqual({ ok: false, error: { code: 'invalid_response' } });
  });
});
