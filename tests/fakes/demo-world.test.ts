import { readFileSync } from 'node:fs';
import { DEFAULT_WITHDRAWAL_TERMS, serverFee } from '../../fakes/backend/withdrawal-terms';
import { money } from '../../src/core/shared/money';
import { createDemoWorld, DEMO_EMAIL, DEMO_EMPTY_EMAIL, DEMO_LINE_REFERENCE, DEMO_PASSWORD } from '../../fakes/demo-world';
import { SCANNABLE } from '../../fakes/factories/catalogue';
import { DEMO_STORAGE_KEY, loadPersistedWorld } from '../../fakes/persisted-world';
import { userFactory } from '../../fakes/factories/user.factory';
import { COUNTRY_CODES } from '../../src/core/content/locale';
import { postcodeProblem } from '../../src/core/auth/postcode';

const REFERENCE = new Date('2026-11-01T00:00:00Z');

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('the demo world', () => {
  it('has a demo account in each of the five countries, each in its own currency', async () => {
    const backend = await createDemoWorld({ seed: 7, referenceDate: REFERENCE });
    const currencies = COUNTRY_CODES.map((c) => backend.findUser(DEMO_EMAIL, c)?.balance.currency);
    expect(currencies).toEqual(['USD', 'GBP', 'CAD', 'EUR', 'JPY']);
    for (const country of COUNTRY_CODES) {
      const login = await backend.issueToken({
        client_id: 'web',
        country_code: country,
        email: DEMO_EMAIL,
        grant_type: 'password',
        password: DEMO_PASSWORD,
      });
      expect(login.ok).toBe(true);
    }
  });

  it('keeps only salted hashes of passwords', async () => {
    const backend = await createDemoWorld({ seed: 7, referenceDate: REFERENCE });
    expect(JSON.stringify(backend.state())).not.toContain(DEMO_PASSWORD);
  });

  it('is the same world for the same seed, and another for another seed', async () => {
    const strip = (b: Awaited<ReturnType<typeof createDemoWorld>>) => b.state().users.map(({ salt: _s, passwordHash: _h, ...u }) => u);
    const a = await createDemoWorld({ seed: 7, referenceDate: REFERENCE });
    const b = await createDemoWorld({ seed: 7, referenceDate: REFERENCE });
    const c = await createDemoWorld({ seed: 8, referenceDate: REFERENCE });
    expect(strip(a)).toEqual(strip(b));
    expect(a.state().bins).toEqual(b.state().bins);
    expect(strip(a)).not.toEqual(strip(c));
  });

  it.each(COUNTRY_CODES)('%s: has a balance equal to what its history earned and withdrew', async (country) => {
    const backend = await createDemoWorld({ seed: 7, referenceDate: REFERENCE });
    const user = backend.findUser(DEMO_EMAIL, country);
    const counted = (user?.transactions ?? [])
      .filter((t) => (t.category === 'WITHDRAWAL' ? t.status === 'COMPLETED' || t.status === 'PENDING' : t.status === 'COMPLETED'))
      .reduce((sum, t) => sum + t.amount.amount, 0);
    expect(user?.balance.amount).toBe(counted);
    expect(counted).toBeGreaterThan(0);
  });
});

describe('the demo history of each market', () => {
  const EXPECTED = [
    'SCAN COMPLETED',
    'SCAN PENDING',
    'SCAN REJECTED',
    'SCAN CANCELLED',
    'ADJUSTMENT COMPLETED +',
    'ADJUSTMENT COMPLETED -',
    'WITHDRAWAL COMPLETED',
    'WITHDRAWAL PENDING',
    'WITHDRAWAL CANCELLED',
    'WITHDRAWAL FAILED',
  ];
  const history = async (country: (typeof COUNTRY_CODES)[number]) => {
    const backend = await createDemoWorld({ seed: 7, referenceDate: REFERENCE });
    return backend.findUser(DEMO_EMAIL, country)?.transactions ?? [];
  };

  it.each(COUNTRY_CODES)('%s: holds every category × status that the server gives, and only those', async (country) => {
    const kinds = new Set(
      (await history(country)).map((t) =>
        t.category === 'ADJUSTMENT' ? `${t.category} ${t.status} ${t.amount.amount > 0 ? '+' : '-'}` : `${t.category} ${t.status}`,
      ),
    );
    expect([...kinds].sort()).toEqual([...EXPECTED].sort());
  });

  it.each(COUNTRY_CODES)('%s: scans carry catalogue items and images, in the market currency', async (country) => {
    const rows = await history(country);
    const currency = rows[0]?.amount.currency;
    const catalogue = new Map(SCANNABLE.map((s) => [s.name, s.image]));
    for (const scan of rows.filter((t) => t.category === 'SCAN')) {
      expect(scan.items.length).toBeGreaterThan(0);
      expect(scan.numberOfScans).toBe(scan.items.reduce((n, item) => n + item.quantity, 0));
      for (const item of scan.items) {
        expect(catalogue.get(item.name)).toBe(item.imageUrl);
        expect(item.price.currency).toBe(currency);
      }
    }
    expect(rows.every((t) => t.amount.currency === currency)).toBe(true);
  });

  it.each(COUNTRY_CODES)('%s: has a transaction older than the previous year, and recent pending ones', async (country) => {
    const rows = await history(country);
    const years = rows.map((t) => new Date(t.createdAt).getUTCFullYear());
    expect(Math.min(...years)).toBeLessThan(REFERENCE.getUTCFullYear() - 1);
    for (const row of rows) expect(new Date(row.createdAt).getTime()).toBeLessThanOrEqual(REFERENCE.getTime());
    const pending = rows.filter((t) => t.status === 'PENDING');
    expect(pending.map((t) => t.category).sort()).toEqual(['SCAN', 'WITHDRAWAL']);
    for (const row of pending) expect(REFERENCE.getTime() - new Date(row.createdAt).getTime()).toBeLessThan(32 * 86_400_000);
  });

  it.each(COUNTRY_CODES)('%s: withdrawals say where the money went, and refusals say why', async (country) => {
    const rows = await history(country);
    for (const w of rows.filter((t) => t.category === 'WITHDRAWAL')) {
      expect(w.amount.amount).toBeLessThan(0);
      expect(w.accountName).toBeTruthy();
      expect(w.accountNumber).toBeTruthy();
    }
    for (const t of rows.filter((r) => ['REJECTED', 'CANCELLED', 'FAILED'].includes(r.status) || r.category === 'ADJUSTMENT')) {
      expect(t.comment).toBeTruthy();
    }
  });
});

describe('the demo payout methods and balances', () => {
  it.each(COUNTRY_CODES)(
    '%s: PayPal set up and the default, LINE Pay too in Japan, no bank account (the journeys set one up)',
    async (country) => {
      const backend = await createDemoWorld({ seed: 7, referenceDate: REFERENCE });
      const paypal = { PAYPAL: { email: DEMO_EMAIL } };
      expect(backend.findUser(DEMO_EMAIL, country)?.payout).toEqual({
        methods: country === 'jp' ? { ...paypal, LINE: { referenceNo: DEMO_LINE_REFERENCE } } : paypal,
        default: 'PAYPAL',
      });
      expect(backend.findUser(DEMO_EMPTY_EMAIL, country)?.payout).toEqual({ methods: {}, default: null });
    },
  );

  it.each(COUNTRY_CODES)(
    '%s: its withdrawals keep the market’s rules: the minimum, the fee it charges, something received (issue 44)',
    async (country) => {
      const terms = DEFAULT_WITHDRAWAL_TERMS[country];
      for (const seed of [7, 42, 20261121]) {
        const backend = await createDemoWorld({ seed, referenceDate: REFERENCE });
        const withdrawals = (backend.findUser(DEMO_EMAIL, country)?.transactions ?? []).filter((t) => t.category === 'WITHDRAWAL');
        expect(withdrawals.length).toBeGreaterThan(0);
        for (const t of withdrawals) {
          const asked = money(-t.amount.amount, t.amount.currency);
          expect(asked.amount, `${seed}: ${t.status} withdrawal of ${asked.amount}`).toBeGreaterThanOrEqual(terms.minimum.amount);
          expect(t.fee).toEqual(serverFee(asked, terms));
          expect(asked.amount - (t.fee?.amount ?? 0)).toBeGreaterThan(0);
        }
      }
    },
  );

  it.each(COUNTRY_CODES)(
    '%s: holds what the README says: no bank account set up, the bank withdrawals those not paid out (issue 44)',
    async (country) => {
      const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
      expect(readme).toContain('no bank account set up — the cancelled and failed withdrawals went to a bank account since removed');
      const user = (await createDemoWorld({ seed: 7, referenceDate: REFERENCE })).findUser(DEMO_EMAIL, country);
      expect(Object.keys(user?.payout?.methods ?? {})).not.toContain('BANK');
      const toBank = (user?.transactions ?? []).filter((t) => t.category === 'WITHDRAWAL' && t.accountName !== 'PayPal');
      expect(toBank.map((t) => t.status).sort()).toEqual(['CANCELLED', 'FAILED']);
    },
  );

  it.each(COUNTRY_CODES)('%s: a return lists each product once, with its quantity summed (issue 44)', async (country) => {
    for (const seed of [7, 42, 20261121]) {
      const backend = await createDemoWorld({ seed, referenceDate: REFERENCE });
      for (const t of backend.findUser(DEMO_EMAIL, country)?.transactions ?? []) {
        const names = t.items.map((item) => item.productId ?? item.name);
        expect(new Set(names).size, `${seed}: ${t.id} lists ${names.join(', ')}`).toBe(names.length);
      }
    }
  });

  it.each(COUNTRY_CODES)('%s: the demo customer can withdraw at least the minimum, whatever the seed', async (country) => {
    for (const seed of [7, 42, 20261121]) {
      const backend = await createDemoWorld({ seed, referenceDate: REFERENCE });
      const balance = backend.findUser(DEMO_EMAIL, country)?.balance;
      expect(balance?.amount).toBeGreaterThanOrEqual(DEFAULT_WITHDRAWAL_TERMS[country].minimum.amount);
      expect(balance?.currency).toBe(DEFAULT_WITHDRAWAL_TERMS[country].minimum.currency);
    }
  });
});

describe('the empty demo account', () => {
  it.each(COUNTRY_CODES)('%s: signs in with the demo password, verified, with a zero balance and no history', async (country) => {
    const backend = await createDemoWorld({ seed: 7, referenceDate: REFERENCE });
    const user = backend.findUser(DEMO_EMPTY_EMAIL, country);
    expect(user).toEqual(expect.objectContaining({ emailVerified: true, transactions: [] }));
    expect(user?.balance.amount).toBe(0);
    expect(user?.balance.currency).toBe(backend.findUser(DEMO_EMAIL, country)?.balance.currency);
    const login = await backend.issueToken({
      client_id: 'web',
      country_code: country,
      email: DEMO_EMPTY_EMAIL,
      grant_type: 'password',
      password: DEMO_PASSWORD,
    });
    expect(login.ok).toBe(true);
  });
});

describe('post codes of the demo world', () => {
  // What each market's people write: the demo accounts' own codes, and the shape every generated one has.
  it.each([
    ['us', '20001', /^\d{5}$/],
    ['uk', 'SW1A 1AA', /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/],
    ['ca', 'K1A 0B1', /^[A-Z]\d[A-Z] \d[A-Z]\d$/],
    ['fr', '75011', /^\d{5}$/],
    ['jp', '100-0001', /^\d{3}-\d{4}$/],
  ] as const)('%s: the demo account has %s, and generated customers real-looking codes the app accepts', async (country, demo, shape) => {
    const backend = await createDemoWorld({ seed: 7, referenceDate: REFERENCE });
    expect(backend.findUser(DEMO_EMAIL, country)?.zipCode).toBe(demo);
    expect(postcodeProblem(demo, country)).toBeUndefined();
    for (const user of userFactory.buildList(40, { country })) {
      expect(user.zipCode).toMatch(shape);
      expect(postcodeProblem(user.zipCode, country)).toBeUndefined();
    }
  });
});

describe('the persisted demo world', () => {
  it('survives a reload: a second load reads the saved world, tokens included', async () => {
    const storage = memoryStorage();
    const first = await loadPersistedWorld(storage);
    const grant = await first.issueToken({
      client_id: 'web',
      country_code: 'fr',
      email: DEMO_EMAIL,
      grant_type: 'password',
      password: DEMO_PASSWORD,
    });
    await Promise.resolve();
    expect(storage.data.has(DEMO_STORAGE_KEY)).toBe(true);
    const second = await loadPersistedWorld(storage);
    expect(grant.ok && second.isTokenLive(grant.data.access_token)).toBe(true);
  });

  it('starts over from the seed when the save is corrupt', async () => {
    const storage = memoryStorage();
    storage.setItem(DEMO_STORAGE_KEY, '{not json');
    const world = await loadPersistedWorld(storage);
    expect(world.findUser(DEMO_EMAIL, 'jp')).toBeDefined();
  });

  it('drops a save of an older shape, and keeps a replayed refresh token refused after a reload', async () => {
    const storage = memoryStorage();
    storage.setItem('circulo-demo-world:v2', JSON.stringify({ users: [], bins: {}, tokens: {}, outbox: [], support: [] }));
    storage.setItem('circulo-demo-world:v3', JSON.stringify({ users: [], bins: {}, tokens: {}, outbox: [], support: [] }));
    storage.setItem('circulo-demo-world:v4', JSON.stringify({ users: [], bins: {}, tokens: {}, outbox: [], support: [] }));
    storage.setItem('circulo-demo-world:v5', JSON.stringify({ users: [], bins: {}, tokens: {}, outbox: [], support: [] }));
    const first = await loadPersistedWorld(storage);
    expect(storage.data.has('circulo-demo-world:v2')).toBe(false);
    expect(storage.data.has('circulo-demo-world:v3')).toBe(false);
    expect(storage.data.has('circulo-demo-world:v4')).toBe(false);
    expect(storage.data.has('circulo-demo-world:v5')).toBe(false);
    expect(first.findUser(DEMO_EMPTY_EMAIL, 'fr')).toBeDefined();
    expect(first.findUser(DEMO_EMAIL, 'fr')).toBeDefined();
    const grant = await first.issueToken({
      client_id: 'web',
      country_code: 'fr',
      email: DEMO_EMAIL,
      grant_type: 'password',
      password: DEMO_PASSWORD,
    });
    if (!grant.ok) throw new Error('login failed');
    const renewed = await first.issueToken({ client_id: 'web', grant_type: 'refresh_token', refresh_token: grant.data.refresh_token });
    if (!renewed.ok) throw new Error('refresh failed');
    await Promise.resolve();
    const second = await loadPersistedWorld(storage);
    expect(await second.issueToken({ client_id: 'web', grant_type: 'refresh_token', refresh_token: grant.data.refresh_token })).toEqual({
      ok: false,
      error: expect.objectContaining({ status: 400, code: 'invalid_grant' }),
    });
    expect(second.isTokenLive(renewed.data.access_token)).toBe(false);
  });
});
