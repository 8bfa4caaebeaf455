import { SERVER_CODES } from '../../src/contract/server-error.contract';
import type { PayoutBody, WithdrawalBody } from '../../src/contract/wallet.contract';
import { money, type Money } from '../../src/core/shared/money';
import { offersPayoutMethod, payoutMethodsIn, type BankData, type PayoutMethod } from '../../src/core/wallet/payout-method';
import { payoutDestination } from '../../src/core/wallet/payout-destination';
import { DEFAULT_PAGE_SIZE, type TransactionQuery } from '../../src/core/wallet/transaction';
import type { WithdrawalTerms } from '../../src/core/wallet/withdrawal';
import { randomToken } from './password-hash';
import { readPayoutBody } from './payout-body';
import { bankDataOf, destinationOf, kept } from './payout-records';
import { fingerprint, readMoney } from './withdrawal-body';
import { serverFee } from './withdrawal-terms';
import type { PayoutRecord, TransactionRecord, WithdrawalAnswer } from './records';
import { answer, fail, unauthorized, type ServerResult } from './server-result';
import { destinationChanged } from './destination-notices';
import { idempotencyId, type World } from './world';

/** The `sort_by` values the history can be ordered by: a field, descending when prefixed by `-`. */
const SORTABLE: readonly string[] = ['created_at', '-created_at'];

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
      return fail(422, SERVER_CODES.somethingWentWrong, 'Invalid page');
    }
    if (query.sortBy !== undefined && !SORTABLE.includes(query.sortBy))
      return fail(422, SERVER_CODES.somethingWentWrong, 'Unknown sort_by');
    const rows = user.transactions
      .filter((t) => (!query.type || t.category === query.type) && (!query.status || t.status === query.status))
      // ISO times sort as plain strings: no collation (localeCompare cost the demo's page 70 ms on a phone's CPU).
      .toSorted((a, b) => (query.sortBy === 'created_at' ? byText(a.createdAt, b.createdAt) : byText(b.createdAt, a.createdAt)));
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
    if (!user.payout.methods[method]) return fail(422, SERVER_CODES.payoutMethodNotSetUp, 'This payout method is not set up');
    return answer(bankDataOf(this.world.update(user, { payout: { ...user.payout, default: method } }).payout));
  }

  /**
   * DELETE /payment_methods/{method} (assumed): forgets a saved method; one not saved answers the
   * methods as they are (a repeat after a lost answer does no harm). One a pending withdrawal is paid
   * to is kept, default or not (409 PM_0002; issue 44 point 6: before, the default was, whichever
   * method the money went to). When the default goes, the next saved method, in the market's order,
   * becomes it, or none.
   */
  async removePayoutMethod(accessToken: string | null, method: PayoutMethod): Promise<ServerResult<BankData>> {
    const user = this.world.authenticate(accessToken);
    if (!user) return unauthorized();
    if (!user.payout.methods[method]) return answer(bankDataOf(user.payout));
    // The withdrawal's row names where it is paid (its `account_number`, from the method when it was asked for).
    const to = destinationOf(user.payout, method)?.accountNumber;
    if (user.transactions.some((t) => t.category === 'WITHDRAWAL' && t.status === 'PENDING' && t.accountNumber === to)) {
      return fail(409, SERVER_CODES.payoutMethodInUse, 'A pending withdrawal is paid to this method');
    }
    const methods: PayoutRecord['methods'] = { ...user.payout.methods };
    delete methods[method];
    const saved = (m: PayoutMethod) => methods[m] !== undefined;
    const next = user.payout.default === method ? (payoutMethodsIn(user.country).find(saved) ?? null) : user.payout.default;
    return answer(bankDataOf(this.world.update(user, { payout: { ...user.payout, methods, default: next } }).payout));
  }

  /**
   * POST /payment_methods/{method}: validates the body with the domain's own rules for the customer's
   * market (it trusts nothing the app checked) and keeps the normalised values; the first method saved
   * becomes the default. Field errors are 422 RS_0002 under the wire's names; LINE Pay outside Japan is 404.
   */
  async savePayoutMethod(accessToken: string | null, method: PayoutMethod, body: PayoutBody): Promise<ServerResult<BankData>> {
    const user = this.world.authenticate(accessToken);
    if (!user) return unauthorized();
    if (!offersPayoutMethod(user.country, method)) return fail(404, SERVER_CODES.notFound, 'Not found');
    const setup = readPayoutBody(method, user.country, body);
    if (!setup.ok) return setup;
    const payout: PayoutRecord = {
      ...user.payout,
      methods: { ...user.payout.methods, ...kept(setup.data) },
      default: user.payout.default ?? method,
    };
    return answer(bankDataOf(this.world.update(user, { payout }).payout));
  }

  /** POST /payment_methods/notifications (assumed, issue 47 point 4): destination-notices.ts. */
  async notifyDestinationChange(accessToken: string | null, method: string, event: string): Promise<ServerResult<void>> {
    const user = this.world.authenticate(accessToken);
    return user ? destinationChanged(this.world, user, method, event) : unauthorized();
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
        : fail(422, SERVER_CODES.idempotencyKeyReused, 'This Idempotency-Key was used for another request');
    }
    if (!user.emailVerified) return fail(403, SERVER_CODES.emailNotVerified, 'Email not validated');
    const amount = readMoney(body.amount);
    if (!amount || amount.currency !== user.balance.currency || amount.amount <= 0)
      return fail(422, SERVER_CODES.amountInvalid, 'Invalid amount');
    const method = body.withdraw_type as PayoutMethod;
    const destination = Object.hasOwn(user.payout.methods, method) ? destinationOf(user.payout, method) : null;
    if (!destination) return fail(422, SERVER_CODES.withdrawalMethodNotSetUp, 'This payout method is not set up');
    // The destination the customer saw, when the request names it (assumed, issue 42): never pay another.
    if (body.payout_destination !== undefined && body.payout_destination !== payoutDestination(bankDataOf(user.payout), method))
      return fail(409, SERVER_CODES.payoutDestinationChanged, 'The payout destination has changed');
    const terms = this.world.withdrawalTerms[user.country];
    if (amount.amount < terms.minimum.amount) return fail(422, SERVER_CODES.amountBelowMinimum, 'Below the minimum withdrawal');
    if (amount.amount > user.balance.amount) return fail(422, SERVER_CODES.amountAboveBalance, 'Insufficient balance');
    const fee = serverFee(amount, terms);
    const sentFee = readMoney(body.fee);
    if (!sentFee || sentFee.currency !== fee.currency || sentFee.amount !== fee.amount) {
      return fail(409, SERVER_CODES.withdrawalTermsChanged, 'The withdrawal terms have changed');
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
      fee,
      // Where it is (assumed, issue 47 point 2): not yet handed to the payout provider.
      ...{ method, sentAt: null, settledAt: null },
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
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
