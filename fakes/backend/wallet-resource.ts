import { fromMajorString, isCurrency, money, type Money } from '../../src/core/shared/money';
import { lengthProblem, MAX_LENGTH, type LimitedField } from '../../src/core/shared/validation';
import { BANK_FIELDS, type BankAccount } from '../../src/core/wallet/bank-account';
import { offersPayoutMethod, type BankData, type PayoutMethod, type PayoutSetup } from '../../src/core/wallet/payout-method';
import { toPayoutSetup } from '../../src/core/wallet/payout-setup';
import { DEFAULT_PAGE_SIZE, type TransactionQuery } from '../../src/core/wallet/transaction';
import type { WithdrawalTerms } from '../../src/core/wallet/withdrawal';
import { normalisedDigits } from './checks';
import { randomToken } from './password-hash';
import { serverFee } from './withdrawal-terms';
import type { PayoutRecord, TransactionRecord, UserRecord, WithdrawalAnswer } from './records';
import { answer, fail, invalidFields, unauthorized, type ServerResult } from './server-result';
import { idempotencyId, type World } from './world';

/** The `sort_by` values the history can be ordered by: a field, descending when prefixed by `-`. */
const SORTABLE: readonly string[] = ['created_at', '-created_at'];

/** A payout method's body, as the wire names its fields (docs/api-contract.md): strings only. */
export type PayoutBody = Readonly<Record<string, string>>;

/** The wire's names of a bank account's fields: the domain's in snake_case (`postCode` → `post_code`). */
const wireName = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The fields each method's body carries besides the bank account's (docs/api-contract.md). */
const OWN_FIELDS: Readonly<Record<Exclude<PayoutMethod, 'TRANSFERWISE'>, string>> = { PAYPAL: 'email', LINE: 'referenceNo' };

/** The longest each field may be before anything else is checked. */
const LIMITS: Readonly<Partial<Record<string, LimitedField>>> = {
  email: 'email',
  account_name: 'name',
  address: 'address',
  city: 'city',
  state: 'state',
};

/** A money amount as the wire carries it, read as text only: the server parses it itself. */
export interface WireMoney {
  readonly value: string;
  readonly currency: string;
}

/** POST /withdrawals' body, each field read as the wire gave it. */
export interface WithdrawalBody {
  readonly amount: WireMoney;
  readonly fee: WireMoney;
  readonly withdrawType: string;
}

/** Money as the server reads it: digits typed full-width read as ASCII, the currency's precision, nothing else. */
function readMoney(wire: WireMoney): Money | null {
  const value = normalisedDigits(wire.value);
  if (!isCurrency(wire.currency) || value.length > MAX_LENGTH.amount) return null;
  return fromMajorString(value, wire.currency);
}

/** The same request, however its numbers were written ("1.5" and "1.50" are one amount). */
function fingerprint(body: WithdrawalBody): string {
  const show = (wire: WireMoney) => {
    const read = readMoney(wire);
    return read ? `${read.amount} ${read.currency}` : JSON.stringify(wire);
  };
  return JSON.stringify([show(body.amount), show(body.fee), body.withdrawType]);
}

/** What `GET /payment_methods` shows of the saved methods: the account number, or the IBAN in France. */
export function bankDataOf(payout: PayoutRecord): BankData {
  const { PAYPAL, TRANSFERWISE, LINE } = payout.methods;
  const bank = TRANSFERWISE && bankNumbers(TRANSFERWISE);
  return {
    types: {
      ...(PAYPAL ? { PAYPAL: { email: PAYPAL.email } } : {}),
      ...(bank ? { TRANSFERWISE: bank } : {}),
      ...(LINE ? { LINE: { referenceNo: LINE.referenceNo } } : {}),
    },
    default: payout.default,
  };
}

const bankNumbers = (account: BankAccount): { accountNumber: string; iban: string } =>
  account.country === 'fr' ? { accountNumber: '', iban: account.iban } : { accountNumber: account.accountNumber, iban: '' };

/** The withdrawal row's `account_name` and `account_number`: who and where the money goes, as the history shows it. */
function destinationOf(payout: PayoutRecord, method: PayoutMethod): { accountName: string; accountNumber: string } | null {
  const { PAYPAL, TRANSFERWISE, LINE } = payout.methods;
  switch (method) {
    case 'PAYPAL':
      return PAYPAL ? { accountName: 'PayPal', accountNumber: PAYPAL.email } : null;
    case 'LINE':
      return LINE ? { accountName: 'LINE Pay', accountNumber: LINE.referenceNo } : null;
    case 'TRANSFERWISE': {
      if (!TRANSFERWISE) return null;
      const { accountNumber, iban } = bankNumbers(TRANSFERWISE);
      return { accountName: TRANSFERWISE.accountName, accountNumber: iban || accountNumber };
    }
  }
}

/** The setup's values as the server keeps them. */
function kept(setup: PayoutSetup): PayoutRecord['methods'] {
  switch (setup.method) {
    case 'PAYPAL':
      return { PAYPAL: { email: setup.email } };
    case 'LINE':
      return { LINE: { referenceNo: setup.referenceNo } };
    case 'TRANSFERWISE':
      return { TRANSFERWISE: setup.account };
  }
}

/** Balance, history, payout methods and withdrawals. */
export class WalletResource {
  constructor(private readonly world: World) {}

  /** GET /user/balance. */
  async balance(accessToken: string | null): Promise<ServerResult<Money>> {
    const user = this.world.authenticate(accessToken);
    return user ? answer(user.balance) : unauthorized();
  }

  /** GET /merged_transactions: newest first (or `sort_by=created_at`, oldest first), filtered by type and status, paged. */
  async transactions(accessToken: string | null, query: TransactionQuery = {}): Promise<ServerResult<readonly TransactionRecord[]>> {
    const user = this.world.authenticate(accessToken);
    if (!user) return unauthorized();
    const perPage = query.itemsPerPage ?? DEFAULT_PAGE_SIZE;
    const page = query.page ?? 1;
    if (!Number.isInteger(perPage) || perPage < 1 || !Number.isInteger(page) || page < 1) {
      return fail(422, 'RS_0001', 'Invalid page');
    }
    if (query.sortBy !== undefined && !SORTABLE.includes(query.sortBy)) return fail(422, 'RS_0001', 'Unknown sort_by');
    const rows = user.transactions
      .filter((t) => (!query.type || t.category === query.type) && (!query.status || t.status === query.status))
      .toSorted((a, b) =>
        query.sortBy === 'created_at' ? a.createdAt.localeCompare(b.createdAt) : b.createdAt.localeCompare(a.createdAt),
      );
    return answer(rows.slice((page - 1) * perPage, page * perPage));
  }

  /** GET /payment_methods. */
  async payoutMethods(accessToken: string | null): Promise<ServerResult<BankData>> {
    const user = this.world.authenticate(accessToken);
    return user ? answer(bankDataOf(user.payout)) : unauthorized();
  }

  /** PUT /payment_methods: only a method that is set up can be the default (else 422 PM_0001). */
  async setDefaultPayoutMethod(accessToken: string | null, method: PayoutMethod): Promise<ServerResult<BankData>> {
    const user = this.world.authenticate(accessToken);
    if (!user) return unauthorized();
    if (!user.payout.methods[method]) return fail(422, 'PM_0001', 'This payout method is not set up');
    return answer(bankDataOf(this.world.update(user, { payout: { ...user.payout, default: method } }).payout));
  }

  /**
   * POST /payment_methods/{method}: validates the body with the domain's own rules for the customer's
   * market (it trusts nothing the app checked) and keeps the normalised values; the first method saved
   * becomes the default. Field errors are 422 RS_0002 under the wire's names; LINE Pay outside Japan is 404.
   */
  async savePayoutMethod(accessToken: string | null, method: PayoutMethod, body: PayoutBody): Promise<ServerResult<BankData>> {
    const user = this.world.authenticate(accessToken);
    if (!user) return unauthorized();
    if (!offersPayoutMethod(user.country, method)) return fail(404, 'RS_0404', 'Not found');
    const sent = (wire: string) => (Object.hasOwn(body, wire) ? (body[wire] ?? '') : '');
    const long = invalidFields(
      Object.fromEntries(Object.keys(body).map((wire) => [wire, lengthProblem(sent(wire), LIMITS[wire] ?? 'payoutField')])),
    );
    if (long) return long;
    if (method === 'TRANSFERWISE' && sent('country_code') !== user.country) {
      return fail(422, 'RS_0001', "country_code is not the account's market");
    }
    const form: Record<string, string> =
      method === 'TRANSFERWISE'
        ? Object.fromEntries(BANK_FIELDS[user.country].map((field) => [field, sent(wireName(field))]))
        : { [OWN_FIELDS[method]]: sent(OWN_FIELDS[method]) };
    // The domain's own rules for the market, run again here: the server trusts nothing the app checked.
    const setup = toPayoutSetup(method, user.country, form);
    if (!setup.ok) {
      const fields = Object.entries(setup.error.fields ?? {}).map(([field, code]) => [wireName(field), code]);
      return invalidFields(Object.fromEntries(fields)) ?? fail(422, 'RS_0001', 'Invalid payout method');
    }
    const payout: PayoutRecord = {
      methods: { ...user.payout.methods, ...kept(setup.value) },
      default: user.payout.default ?? method,
    };
    return answer(bankDataOf(this.world.update(user, { payout }).payout));
  }

  /** GET /withdrawals/terms: the minimum and fee of the customer's market. */
  async withdrawalTerms(accessToken: string | null): Promise<ServerResult<WithdrawalTerms>> {
    const user = this.world.authenticate(accessToken);
    return user ? answer(this.world.withdrawalTerms[user.country]) : unauthorized();
  }

  /**
   * POST /withdrawals, checked in this order: the session; a repeat of a key (the same body gets the
   * stored answer, another body 422 IK_0001); a verified email (WD_0001); the amount (WD_0002); the
   * method set up (WD_0004); the minimum (WD_0005); the balance (WD_0003); the fee, which must be
   * the one the server charges for that amount (WD_0006). Then the amount leaves the balance as a
   * pending withdrawal, and the answer is kept under the key.
   */
  async withdraw(accessToken: string | null, body: WithdrawalBody, idempotencyKey: string): Promise<ServerResult<WithdrawalAnswer>> {
    const user = this.world.authenticate(accessToken);
    if (!user) return unauthorized();
    const id = idempotencyId(user.id, idempotencyKey);
    const print = fingerprint(body);
    const replay = this.world.idempotency.get(id);
    if (replay) {
      return replay.fingerprint === print
        ? answer(replay.answer)
        : fail(422, 'IK_0001', 'This Idempotency-Key was used for another request');
    }
    if (!user.emailVerified) return fail(403, 'WD_0001', 'Email not validated');
    const amount = readMoney(body.amount);
    if (!amount || amount.currency !== user.balance.currency || amount.amount <= 0) return fail(422, 'WD_0002', 'Invalid amount');
    const method = body.withdrawType as PayoutMethod;
    const destination = Object.hasOwn(user.payout.methods, method) ? destinationOf(user.payout, method) : null;
    if (!destination) return fail(422, 'WD_0004', 'This payout method is not set up');
    const terms = this.world.withdrawalTerms[user.country];
    if (amount.amount < terms.minimum.amount) return fail(422, 'WD_0005', 'Below the minimum withdrawal');
    if (amount.amount > user.balance.amount) return fail(422, 'WD_0003', 'Insufficient balance');
    const fee = serverFee(amount, terms);
    const sentFee = readMoney(body.fee);
    if (!sentFee || sentFee.currency !== fee.currency || sentFee.amount !== fee.amount) {
      return fail(409, 'WD_0006', 'The withdrawal terms have changed');
    }
    const row: TransactionRecord = {
      id: randomToken(8),
      category: 'WITHDRAWAL',
      status: 'PENDING',
      createdAt: new Date(this.world.now()).toISOString(),
      amount: money(-amount.amount, amount.currency),
      comment: null,
      items: [],
      numberOfScans: 0,
      ...destination,
    };
    const balance = money(user.balance.amount - amount.amount, amount.currency);
    const done: WithdrawalAnswer = {
      id: row.id,
      status: 'PENDING',
      amount,
      fee,
      net: money(amount.amount - fee.amount, amount.currency),
      withdrawType: method,
      balance,
    };
    this.world.idempotency.set(id, { userId: user.id, key: idempotencyKey, fingerprint: print, answer: done });
    this.world.update(user, { balance, transactions: [row, ...user.transactions] });
    return answer(done);
  }

  /**
   * What the payout provider does later: the customer's oldest pending withdrawal ends `completed`, or
   * `failed` with its amount back in the balance. False when there is none.
   */
  settleWithdrawal(user: UserRecord, outcome: 'completed' | 'failed'): boolean {
    // Newest first, as new rows are put in front: on a tie of times (a fixed clock), the later row is the older one.
    const oldest = user.transactions
      .filter((t) => t.category === 'WITHDRAWAL' && t.status === 'PENDING')
      .reduce<TransactionRecord | null>((first, t) => (!first || t.createdAt <= first.createdAt ? t : first), null);
    if (!oldest) return false;
    const settled: TransactionRecord = { ...oldest, status: outcome === 'completed' ? 'COMPLETED' : 'FAILED' };
    const transactions = user.transactions.map((t) => (t === oldest ? settled : t));
    const balance =
      outcome === 'failed' ? money(user.balance.amount + Math.abs(oldest.amount.amount), user.balance.currency) : user.balance;
    this.world.update(user, { transactions, balance });
    return true;
  }
}
