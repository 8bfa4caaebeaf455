import type { Money } from '../../src/core/shared/money';
import type { BankData, PayoutDetails, PayoutMethod } from '../../src/core/wallet/payout-method';
import { DEFAULT_PAGE_SIZE, type TransactionQuery } from '../../src/core/wallet/transaction';
import type { ErrorCode } from '../../src/core/shared/domain-error';
import { isBlank } from '../../src/core/shared/validation';
import { emailProblem, tooLong } from './checks';
import { randomToken } from './password-hash';
import type { TransactionRecord } from './records';
import { answer, fail, invalidFields, unauthorized, type ServerResult } from './server-result';
import type { World } from './world';

/** The `sort_by` values the history can be ordered by: a field, descending when prefixed by `-`. */
const SORTABLE: readonly string[] = ['created_at', '-created_at'];

/** The fields each payout method must carry (docs/api-contract.md). */
export const PAYOUT_FIELDS: Readonly<Record<PayoutMethod, readonly string[]>> = {
  PAYPAL: ['email'],
  TRANSFERWISE: ['accountNumber', 'iban'],
  LINE: ['referenceNo'],
};

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
    return user ? answer(user.bankData) : unauthorized();
  }

  /** PUT /payment_methods: only a method that is set up can be the default. */
  async setDefaultPayoutMethod(accessToken: string | null, method: PayoutMethod): Promise<ServerResult<BankData>> {
    const user = this.world.authenticate(accessToken);
    if (!user) return unauthorized();
    if (!user.bankData.types[method]) return fail(422, 'RS_0001', 'This payout method is not set up');
    return answer(this.world.update(user, { bankData: { ...user.bankData, default: method } }).bankData);
  }

  /** POST /payment_methods/{method}: saves the details; the first method saved becomes the default. */
  async savePayoutMethod(
    accessToken: string | null,
    method: PayoutMethod,
    details: PayoutDetails[PayoutMethod],
  ): Promise<ServerResult<BankData>> {
    const user = this.world.authenticate(accessToken);
    if (!user) return unauthorized();
    const values = details as unknown as Readonly<Record<string, unknown>>;
    const fields = PAYOUT_FIELDS[method];
    const problems: Record<string, ErrorCode | undefined> = {};
    for (const field of fields) {
      const value = values[field] ?? '';
      if (typeof value !== 'string') problems[field] = 'field_required';
      else problems[field] = field === 'email' ? emailProblem(value) : tooLong(value, 'payoutField');
    }
    // A bank account needs one of its two numbers, not both.
    const first = fields[0] ?? 'details';
    if (!fields.some((field) => !isBlank(String(values[field] ?? '')))) problems[first] = 'field_required';
    const invalid = invalidFields(problems);
    if (invalid) return invalid;
    const kept = Object.fromEntries(PAYOUT_FIELDS[method].map((field) => [field, String(values[field] ?? '').trim()]));
    const saved = kept as unknown as PayoutDetails[PayoutMethod];
    const bankData: BankData = { types: { ...user.bankData.types, [method]: saved }, default: user.bankData.default ?? method };
    return answer(this.world.update(user, { bankData }).bankData);
  }

  /**
   * POST /withdrawals: needs a verified email, a default payout method and enough balance;
   * the same idempotency key twice returns the first answer and moves no more money.
   */
  async withdraw(accessToken: string | null, amount: Money, idempotencyKey: string): Promise<ServerResult<Money>> {
    const user = this.world.authenticate(accessToken);
    if (!user) return unauthorized();
    const replay = this.world.withdrawals.get(idempotencyKey);
    if (replay) return answer(replay);
    if (!user.emailVerified) return fail(403, 'WD_0001', 'Email not validated');
    if (amount.currency !== user.balance.currency || amount.amount <= 0) return fail(422, 'WD_0002', 'Invalid amount');
    if (amount.amount > user.balance.amount) return fail(422, 'WD_0003', 'Insufficient balance');
    const method = user.bankData.default;
    if (!method) return fail(422, 'WD_0004', 'No payout method');
    const balance = { currency: amount.currency, amount: user.balance.amount - amount.amount };
    const row: TransactionRecord = {
      id: randomToken(8),
      category: 'WITHDRAWAL',
      status: 'PENDING',
      createdAt: new Date(this.world.now()).toISOString(),
      amount: { currency: amount.currency, amount: -amount.amount },
      comment: null,
      items: [],
      numberOfScans: 0,
      accountName: method,
      accountNumber: accountNumberOf(user.bankData, method),
    };
    this.world.update(user, { balance, transactions: [row, ...user.transactions] });
    this.world.withdrawals.set(idempotencyKey, balance);
    return answer(balance);
  }
}

function accountNumberOf(bankData: BankData, method: PayoutMethod): string | null {
  const details = bankData.types[method];
  if (!details) return null;
  if ('email' in details) return details.email;
  if ('iban' in details) return details.iban || details.accountNumber;
  return details.referenceNo;
}
