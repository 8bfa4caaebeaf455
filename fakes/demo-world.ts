import { COUNTRY_CODES, currencyOf, type CountryCode } from '../src/core/content/locale';
import { money } from '../src/core/shared/money';
import { InMemoryBackend } from './backend/in-memory-backend';
import type { PayoutRecord, UserRecord } from './backend/records';
import { binFactory, marketBins } from './factories/bin.factory';
import { historyFor } from './factories/demo-history';
import { seedFaker } from './factories/faker';
import { itemFactory, scanFactory } from './factories/transaction.factory';
import { userFactory } from './factories/user.factory';
import { DEMO_EMAIL, DEMO_EMPTY_EMAIL, DEMO_PASSWORD } from './demo-constants';
import { PEOPLE } from './demo-people';

/** The credentials shown on the demo login screen (fakes/demo-constants.ts). */
export { DEMO_EMAIL, DEMO_EMPTY_EMAIL, DEMO_PASSWORD };

/** The demo customer's LINE Pay reference number (Japan). */
export const DEMO_LINE_REFERENCE = '08012345678';

/**
 * The demo customer's payout methods: PayPal set up and the default everywhere, LINE Pay set up too in
 * Japan, the bank account not set up (the journeys set one up). The empty account has none.
 */
function demoPayout(country: CountryCode): PayoutRecord {
  const paypal = { PAYPAL: { email: DEMO_EMAIL } };
  return { methods: country === 'jp' ? { ...paypal, LINE: { referenceNo: DEMO_LINE_REFERENCE } } : paypal, default: 'PAYPAL' };
}

export interface WorldOptions {
  readonly seed?: number;
  /** Transaction dates are drawn before this day. */
  readonly referenceDate?: Date;
  readonly now?: () => number;
  /**
   * How many pick-up bins a market holds, instead of the demo's 30 to 55 in real neighbourhoods of its
   * cities; e.g. `{ fr: 10_000 }` for the benchmark (`FAKE_API_BINS=fr:10000` for fakes/http).
   */
  readonly binsPerMarket?: Partial<Record<CountryCode, number>>;
}

function rewindSequences(): void {
  for (const factory of [userFactory, scanFactory, itemFactory, binFactory]) factory.rewindSequence();
}

/**
 * The world the demo starts from: in each market, in its own currency, a demo account with a
 * full history, an empty account, and pick-up bins in real neighbourhoods of its cities
 * (fakes/factories/bin-places.ts): several retailers in France, the US and Japan, one in the UK and
 * Canada. The same seed and reference date build the same world.
 */
export async function createDemoWorld(options: WorldOptions = {}): Promise<InMemoryBackend> {
  const { seed = 20261121, referenceDate = new Date(), now, binsPerMarket = {} } = options;
  seedFaker(seed);
  rewindSequences();
  const backend = new InMemoryBackend(now);
  for (const country of COUNTRY_CODES) {
    const { rows, balance } = historyFor(country, referenceDate);
    const user: UserRecord = await userFactory.create(
      {
        id: `demo-${country}`,
        email: DEMO_EMAIL,
        ...PEOPLE[country].demo,
        country,
        balance: money(balance, currencyOf(country)),
        transactions: rows,
        payout: demoPayout(country),
      },
      { transient: { password: DEMO_PASSWORD } },
    );
    backend.addUser(user);
    const empty: UserRecord = await userFactory.create(
      {
        id: `demo-empty-${country}`,
        email: DEMO_EMPTY_EMAIL,
        ...PEOPLE[country].empty,
        country,
        emailVerified: true,
        balance: money(0, currencyOf(country)),
        transactions: [],
      },
      { transient: { password: DEMO_PASSWORD } },
    );
    backend.addUser(empty);
    const count = binsPerMarket[country];
    const statusesAt = now ? new Date(now()) : referenceDate;
    backend.setBins(country, marketBins(country, { seed, statusesAt, ...(count === undefined ? {} : { count }) }));
  }
  return backend;
}
