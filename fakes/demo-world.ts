import { COUNTRY_CODES, currencyOf, type CountryCode } from '../src/core/content/locale';
import { COUNTRIES } from '../src/core/places/country';
import { money } from '../src/core/shared/money';
import { InMemoryBackend } from './backend/in-memory-backend';
import type { TransactionRecord, UserRecord } from './backend/records';
import { binFactory } from './factories/bin.factory';
import { faker, seedFaker } from './factories/faker';
import { itemFactory, scanFactory } from './factories/transaction.factory';
import { userFactory } from './factories/user.factory';

/** The credentials shown on the demo login screen: one account per market, all alike. */
export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo1234';

/** Who the demo customer is in each market, living near the capital where the demo's bins are. */
const DEMO_PEOPLE: Readonly<Record<CountryCode, Pick<UserRecord, 'name' | 'zipCode' | 'address' | 'city' | 'state'>>> = {
  us: { name: 'Alex Morgan', zipCode: '20001', address: '425 7th St NW', city: 'Washington', state: 'DC' },
  uk: { name: 'Sam Taylor', zipCode: 'SW1A 1AA', address: '24 Buckingham Gate', city: 'London', state: '' },
  ca: { name: 'Jordan Tremblay', zipCode: 'K1A 0B1', address: '111 Sussex Drive', city: 'Ottawa', state: 'ON' },
  fr: { name: 'Camille Martin', zipCode: '75011', address: '12 rue Oberkampf', city: 'Paris', state: '' },
  jp: { name: '佐藤 花子', zipCode: '100-0001', address: '千代田1-1', city: '千代田区', state: '東京都' },
};

export interface WorldOptions {
  readonly seed?: number;
  /** Transaction dates are drawn before this day. */
  readonly referenceDate?: Date;
  readonly now?: () => number;
}

function rewindSequences(): void {
  for (const factory of [userFactory, scanFactory, itemFactory, binFactory]) factory.rewindSequence();
}

function historyFor(country: CountryCode, referenceDate: Date): { rows: TransactionRecord[]; balance: number } {
  const transient = { country, referenceDate };
  const completed = scanFactory.buildList(12, {}, { transient });
  const other = (['PENDING', 'PENDING', 'REJECTED', 'CANCELLED'] as const).map((status) => scanFactory.build({ status }, { transient }));
  const earned = completed.reduce((sum, row) => sum + row.amount.amount, 0);
  const adjustment: TransactionRecord = {
    ...scanFactory.build({ category: 'ADJUSTMENT', items: [], numberOfScans: 0 }, { transient }),
    amount: money(100, currencyOf(country)),
    comment: 'Customer care adjustment: missing scan',
  };
  const withdrawn = Math.floor(earned / 2);
  const withdrawal = (status: TransactionRecord['status'], amount: number): TransactionRecord => ({
    ...scanFactory.build({ category: 'WITHDRAWAL', status, items: [], numberOfScans: 0 }, { transient }),
    amount: money(-amount, currencyOf(country)),
    accountName: 'PayPal',
    accountNumber: DEMO_EMAIL,
  });
  const rows = [...completed, ...other, adjustment, withdrawal('COMPLETED', withdrawn), withdrawal('CANCELLED', 500)];
  return { rows, balance: earned + adjustment.amount.amount - withdrawn };
}

/**
 * The world the demo starts from: a demo account in each market, in its own
 * currency, with a history and bins. The same seed and reference date build the same world.
 */
export async function createDemoWorld(options: WorldOptions = {}): Promise<InMemoryBackend> {
  const { seed = 20261121, referenceDate = new Date(), now } = options;
  seedFaker(seed);
  rewindSequences();
  const backend = new InMemoryBackend(now);
  for (const country of COUNTRY_CODES) {
    const { rows, balance } = historyFor(country, referenceDate);
    const user: UserRecord = await userFactory.create(
      {
        id: `demo-${country}`,
        email: DEMO_EMAIL,
        ...DEMO_PEOPLE[country],
        country,
        balance: money(balance, currencyOf(country)),
        transactions: rows,
        bankData: { types: { PAYPAL: { email: DEMO_EMAIL } }, default: 'PAYPAL' },
      },
      { transient: { password: DEMO_PASSWORD } },
    );
    backend.addUser(user);
    const capital = COUNTRIES.find((c) => c.code === country)?.pin ?? { lat: 0, lng: 0 };
    backend.setBins(country, binFactory.buildList(faker.number.int({ min: 25, max: 40 }), {}, { transient: { around: capital } }));
  }
  return backend;
}
