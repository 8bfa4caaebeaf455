import { COUNTRY_CODES, currencyOf, type CountryCode } from '../src/core/content/locale';
import { containerDeposit } from '../src/core/catalogue/product';
import { money } from '../src/core/shared/money';
import { InMemoryBackend } from './backend/in-memory-backend';
import type { PayoutRecord, TransactionRecord, UserRecord } from './backend/records';
import { binFactory, marketBins } from './factories/bin.factory';
import { faker, seedFaker } from './factories/faker';
import { itemFactory, scanFactory } from './factories/transaction.factory';
import { userFactory } from './factories/user.factory';
import { DEMO_EMAIL, DEMO_EMPTY_EMAIL, DEMO_PASSWORD } from './demo-constants';

/** The credentials shown on the demo login screen (fakes/demo-constants.ts). */
export { DEMO_EMAIL, DEMO_EMPTY_EMAIL, DEMO_PASSWORD };

type Person = Pick<UserRecord, 'name' | 'zipCode' | 'address' | 'city' | 'state'>;

/** Who the demo customer is in each market (living in the capital). */
const DEMO_PEOPLE: Readonly<Record<CountryCode, Person>> = {
  us: { name: 'Alex Morgan', zipCode: '20001', address: '425 7th St NW', city: 'Washington', state: 'DC' },
  uk: { name: 'Sam Taylor', zipCode: 'SW1A 1AA', address: '24 Buckingham Gate', city: 'London', state: '' },
  ca: { name: 'Jordan Tremblay', zipCode: 'K1A 0B1', address: '111 Sussex Drive', city: 'Ottawa', state: 'ON' },
  fr: { name: 'Camille Martin', zipCode: '75011', address: '12 rue Oberkampf', city: 'Paris', state: '' },
  jp: { name: '佐藤 花子', zipCode: '100-0001', address: '千代田1-1', city: '千代田区', state: '東京都' },
};

/** The newcomer of each market: signed up, email verified, nothing returned yet. */
const EMPTY_PEOPLE: Readonly<Record<CountryCode, Person>> = {
  us: { name: 'Riley Brooks', zipCode: '20002', address: '600 H St NE', city: 'Washington', state: 'DC' },
  uk: { name: 'Jamie Evans', zipCode: 'SE1 7PB', address: '3 Belvedere Road', city: 'London', state: '' },
  ca: { name: 'Morgan Gagnon', zipCode: 'K1P 5J2', address: '150 Elgin Street', city: 'Ottawa', state: 'ON' },
  fr: { name: 'Léa Dubois', zipCode: '75004', address: '5 rue des Rosiers', city: 'Paris', state: '' },
  jp: { name: '鈴木 太郎', zipCode: '100-0005', address: '丸の内1-9', city: '千代田区', state: '東京都' },
};

/** What customer care and the payment provider write on transactions, in the market's language. */
interface Comments {
  readonly rejected: string;
  readonly cancelledScan: string;
  readonly credit: string;
  readonly debit: string;
  readonly cancelledWithdrawal: string;
  readonly failedWithdrawal: string;
}

const ENGLISH_COMMENTS: Comments = {
  rejected: 'Not accepted: the container was damaged.',
  cancelledScan: 'Scan cancelled at the return point.',
  credit: 'Customer care adjustment: a return that was not counted.',
  debit: 'Customer care adjustment: a container counted twice.',
  cancelledWithdrawal: 'Cancelled at your request.',
  failedWithdrawal: 'The bank refused the transfer: please check your account details.',
};

const COMMENTS: Readonly<Record<CountryCode, Comments>> = {
  us: ENGLISH_COMMENTS,
  uk: ENGLISH_COMMENTS,
  ca: ENGLISH_COMMENTS,
  fr: {
    rejected: 'Refusé : le contenant était abîmé.',
    cancelledScan: 'Dépôt annulé au point de collecte.',
    credit: 'Ajustement du service client : un retour non comptabilisé.',
    debit: 'Ajustement du service client : un contenant compté deux fois.',
    cancelledWithdrawal: 'Annulé à votre demande.',
    failedWithdrawal: 'La banque a refusé le virement : vérifiez vos coordonnées bancaires.',
  },
  jp: {
    rejected: '容器が破損していたため、受け付けられませんでした。',
    cancelledScan: '回収拠点で返却が取り消されました。',
    credit: 'カスタマーサービスによる調整：未計上の返却分。',
    debit: 'カスタマーサービスによる調整：二重に計上された容器。',
    cancelledWithdrawal: 'お客様のご依頼により取り消しました。',
    failedWithdrawal: '銀行が振込を受け付けませんでした。口座情報をご確認ください。',
  },
};

/**
 * The bank account the demo customer once entered with a typo (since removed: the bank account is not
 * set up, for the journeys to set one up): the failed and cancelled withdrawals went there. The history
 * names it as a withdrawal does: its holder, and its account number (the IBAN in France).
 */
const DEMO_OLD_BANK_ACCOUNTS: Readonly<Record<CountryCode, { readonly holder: string; readonly number: string }>> = {
  us: { holder: 'Alex Morgan', number: '000123456789' },
  uk: { holder: 'Sam Taylor', number: '55555555' },
  ca: { holder: 'Jordan Tremblay', number: '0012345678' },
  fr: { holder: 'Camille Martin', number: 'FR7630006000011234567890189' },
  jp: { holder: 'サトウ ハナコ', number: '1234567' },
};

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

const DAY_MS = 86_400_000;

/** A moment between `fromDays` and `toDays` days before the reference date. */
function daysBefore(referenceDate: Date, fromDays: number, toDays: number): string {
  const ref = referenceDate.getTime();
  return faker.date.between({ from: ref - toDays * DAY_MS, to: ref - fromDays * DAY_MS }).toISOString();
}

/** A moment in the year before the previous one, so that its date shows its year (spec §2). */
function yearsAgo(referenceDate: Date): string {
  const year = referenceDate.getUTCFullYear() - 2;
  return faker.date.between({ from: Date.UTC(year, 0, 1), to: Date.UTC(year, 11, 31, 23, 59) }).toISOString();
}

/**
 * A demo history with every category × status the server gives (spec §3): completed scans (one of
 * them two years old), a pending, a rejected and a cancelled scan, customer-care adjustments both
 * ways, and withdrawals completed, pending, cancelled and failed. The balance is what it adds up to:
 * completed scans and adjustments, minus completed and pending withdrawals (a pending withdrawal is
 * taken from the balance when it is asked for; a cancelled or failed one gives nothing back to take).
 */
function historyFor(country: CountryCode, referenceDate: Date): { rows: TransactionRecord[]; balance: number } {
  const transient = { country, referenceDate };
  const currency = currencyOf(country);
  const comments = COMMENTS[country];
  const scan = (status: TransactionRecord['status'], createdAt: string, comment: string | null = null) =>
    scanFactory.build({ status, createdAt, comment }, { transient });
  const completed = [
    ...Array.from({ length: 11 }, () => scan('COMPLETED', daysBefore(referenceDate, 2, 400))),
    scan('COMPLETED', yearsAgo(referenceDate)),
  ];
  const others = [
    scan('PENDING', daysBefore(referenceDate, 0, 5)),
    scan('REJECTED', daysBefore(referenceDate, 20, 200), comments.rejected),
    scan('CANCELLED', daysBefore(referenceDate, 20, 200), comments.cancelledScan),
  ];
  const earned = completed.reduce((sum, row) => sum + row.amount.amount, 0);
  const adjustment = (amount: number, comment: string): TransactionRecord =>
    scanFactory.build(
      {
        category: 'ADJUSTMENT',
        items: [],
        numberOfScans: 0,
        amount: money(amount, currency),
        comment,
        createdAt: daysBefore(referenceDate, 10, 300),
      },
      { transient },
    );
  const credit = adjustment(2 * containerDeposit('steel-tin', country).amount, comments.credit);
  const debit = adjustment(-containerDeposit('glass-jar', country).amount, comments.debit);
  const withdrawal = (
    status: TransactionRecord['status'],
    amount: number,
    createdAt: string,
    comment: string | null = null,
  ): TransactionRecord => {
    const byBank = status === 'CANCELLED' || status === 'FAILED';
    return scanFactory.build(
      {
        category: 'WITHDRAWAL',
        status,
        items: [],
        numberOfScans: 0,
        amount: money(-amount, currency),
        comment,
        createdAt,
        accountName: byBank ? DEMO_OLD_BANK_ACCOUNTS[country].holder : 'PayPal',
        accountNumber: byBank ? DEMO_OLD_BANK_ACCOUNTS[country].number : DEMO_EMAIL,
      },
      { transient },
    );
  };
  const withdrawn = Math.floor(earned / 4);
  const asked = Math.floor(earned / 12);
  const withdrawals = [
    withdrawal('COMPLETED', withdrawn, daysBefore(referenceDate, 60, 300)),
    withdrawal('PENDING', asked, daysBefore(referenceDate, 0, 3)),
    withdrawal('CANCELLED', Math.floor(earned / 4), daysBefore(referenceDate, 30, 200), comments.cancelledWithdrawal),
    withdrawal('FAILED', Math.floor(earned / 4), daysBefore(referenceDate, 30, 200), comments.failedWithdrawal),
  ];
  const rows = [...completed, ...others, credit, debit, ...withdrawals];
  return { rows, balance: earned + credit.amount.amount + debit.amount.amount - withdrawn - asked };
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
        ...DEMO_PEOPLE[country],
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
        ...EMPTY_PEOPLE[country],
        country,
        emailVerified: true,
        balance: money(0, currencyOf(country)),
        transactions: [],
      },
      { transient: { password: DEMO_PASSWORD } },
    );
    backend.addUser(empty);
    const count = binsPerMarket[country];
    backend.setBins(country, marketBins(country, { seed, ...(count === undefined ? {} : { count }) }));
  }
  return backend;
}
