import { isPayoutMethod, type BankAccountDetails, type BankData, type PayoutMethod } from '../../core/wallet/payout-method';
import type { DestinationChange } from '../../core/wallet/destination-recheck';
import {
  TRANSACTION_CATEGORIES,
  TRANSACTION_STATUSES,
  type Item,
  type Transaction,
  type TransactionCategory,
  type TransactionStatus,
} from '../../core/wallet/transaction';
import type { WithdrawalReceipt, WithdrawalRequest, WithdrawalTerms } from '../../core/wallet/withdrawal';
import {
  BANK_DATA_KEYS,
  BANK_DETAIL_WIRE_NAMES,
  type BankDataDto,
  type DestinationNotificationBody,
  type ItemDto,
  type TransactionDto,
  type WithdrawalBody,
  type WithdrawalDto,
  type WithdrawalTermsDto,
} from '../../contract/wallet.contract';
import { moneyBody, toMoney } from './money.dto';
import { fail, fieldsOf, isRecord, list, num, optStr, str, type Untrusted } from './read';

function toItem(v: unknown): Item {
  const o = fieldsOf<ItemDto>(v, 'item');
  const productId = optStr(o.product_id);
  return {
    imageUrl: optStr(o.image_url) ?? '',
    name: str(o.name, 'item name'),
    quantity: num(o.quantity, 'quantity'),
    price: toMoney(o.price),
    // Kept as the server says: the screens name it from the catalogue when it knows it.
    ...(productId ? { productId } : {}),
  };
}

export function toTransaction(v: unknown): Transaction {
  const o = fieldsOf<TransactionDto>(v, 'transaction');
  const category = (TRANSACTION_CATEGORIES as readonly unknown[]).includes(o.category)
    ? (o.category as TransactionCategory)
    : fail('category');
  const status = (TRANSACTION_STATUSES as readonly unknown[]).includes(o.status) ? (o.status as TransactionStatus) : fail('status');
  const createdAt = time(o.created_at, 'created_at');
  return {
    id: String(o.id ?? fail('id')),
    category,
    status,
    createdAt,
    amount: toMoney(o.amount),
    comment: optStr(o.comment),
    items: o.items == null ? [] : list(o.items, 'items').map(toItem),
    numberOfScans: typeof o.number_of_scans === 'number' ? o.number_of_scans : 0,
    accountName: optStr(o.account_name),
    accountNumber: optStr(o.account_number),
    ...(category === 'WITHDRAWAL' ? whereWithdrawalIs(o) : {}),
  };
}

/**
 * A withdrawal's assumed fields (docs/api-contract.md): its fee (issue 20), its method and the times
 * it was sent and settled (issue 47 point 2). A field the server leaves out stays out (not said); a
 * null time is "not yet".
 */
function whereWithdrawalIs(o: Untrusted<TransactionDto>): Pick<Transaction, 'fee' | 'method' | 'sentAt' | 'settledAt'> {
  return {
    ...(o.fee != null ? { fee: toMoney(o.fee) } : {}),
    ...(isPayoutMethod(o.withdraw_type) ? { method: o.withdraw_type } : {}),
    ...(o.sent_at !== undefined ? { sentAt: optTime(o.sent_at, 'sent_at') } : {}),
    ...(o.settled_at !== undefined ? { settledAt: optTime(o.settled_at, 'settled_at') } : {}),
  };
}

function time(v: unknown, what: string): Date {
  const at = new Date(str(v, what));
  return Number.isNaN(at.getTime()) ? fail(what) : at;
}

const optTime = (v: unknown, what: string): Date | null => (v === null ? null : time(v, what));

export function toBankData(v: unknown): BankData {
  const o = fieldsOf<BankDataDto>(v, 'bank data');
  const types = isRecord(o.types) ? o.types : {};
  const line = isRecord(types[BANK_DATA_KEYS.LINE]) ? (types[BANK_DATA_KEYS.LINE] as Record<string, unknown>) : null;
  const paypal = isRecord(types[BANK_DATA_KEYS.PAYPAL]) ? (types[BANK_DATA_KEYS.PAYPAL] as Record<string, unknown>) : null;
  const wise = isRecord(types[BANK_DATA_KEYS.TRANSFERWISE]) ? (types[BANK_DATA_KEYS.TRANSFERWISE] as Record<string, unknown>) : null;
  const def = o.default;
  const changedAt = typeof o.destination_changed_at === 'string' ? Date.parse(o.destination_changed_at) : NaN;
  return {
    types: {
      ...(line ? { LINE: { referenceNo: str(line.referenceNo, 'referenceNo') } } : {}),
      ...(paypal ? { PAYPAL: { email: str(paypal.email, 'paypal email') } } : {}),
      ...(wise ? { TRANSFERWISE: bankAccountDetails(wise) } : {}),
    },
    default: def === 'LINE' || def === 'PAYPAL' || def === 'TRANSFERWISE' ? def : null,
    // Assumed (issue 47 point 4): a server without it, or with an unreadable time, leaves it out.
    ...(Number.isFinite(changedAt) ? { destinationChangedAt: changedAt } : {}),
  };
}

/** The saved bank account as shown back: its numbers, and whatever else of it the server shows (assumed). */
function bankAccountDetails(wise: Record<string, unknown>): BankAccountDetails {
  const numbers = { accountNumber: optStr(wise.account_number) ?? '', iban: optStr(wise.iban) ?? '' };
  const fields = Object.fromEntries(
    Object.entries(BANK_DETAIL_WIRE_NAMES).flatMap(([field, wire]) => {
      const value = optStr(wise[wire]);
      return value ? [[field, value]] : [];
    }),
  );
  return Object.keys(fields).length > 0 ? { ...numbers, fields } : numbers;
}

/** GET /withdrawals/terms: minimum, fee and where the fee is waived, all in one currency, none negative. */
export function toWithdrawalTerms(v: unknown): WithdrawalTerms {
  const o = fieldsOf<WithdrawalTermsDto>(v, 'withdrawal terms');
  const minimum = toMoney(o.minimum);
  const fee = toMoney(o.fee);
  const feeWaivedFrom = o.fee_waived_from === null ? null : toMoney(o.fee_waived_from);
  for (const m of [minimum, fee, feeWaivedFrom]) {
    if (m && (m.currency !== minimum.currency || m.amount < 0)) fail('withdrawal terms currency or sign');
  }
  return { minimum, fee, feeWaivedFrom };
}

/**
 * POST /withdrawals' 201: the new withdrawal, pending, and the balance after it, all in the currency
 * of the amount asked for (the balance's, so the market's): anything else is not an answer to this request.
 */
export function toWithdrawalReceipt(v: unknown, request: WithdrawalRequest): WithdrawalReceipt {
  const o = fieldsOf<WithdrawalDto>(v, 'withdrawal');
  const id = typeof o.id === 'number' ? String(o.id) : str(o.id, 'withdrawal id');
  if (o.status !== 'PENDING') fail('withdrawal status');
  if (!isPayoutMethod(o.withdraw_type)) fail('withdraw_type');
  const balance = toMoney(o.balance);
  for (const m of [o.amount, o.fee, o.net].map(toMoney).concat(balance)) {
    if (m.currency !== request.amount.currency) fail('withdrawal currency');
  }
  return { id, balance };
}

/** POST /withdrawals' body (docs/api-contract.md); the idempotency key goes in its header. */
export const withdrawalBody = (request: WithdrawalRequest): WithdrawalBody => ({
  amount: moneyBody(request.amount),
  fee: moneyBody(request.fee),
  withdraw_type: request.method,
  ...(request.destination === null ? {} : { payout_destination: request.destination }),
});

/** POST /payment_methods/notifications' body (assumed): the method, and whether its destination is new or replaced. */
export const destinationNotificationBody = (method: PayoutMethod, change: DestinationChange): DestinationNotificationBody => ({
  withdraw_type: method,
  event: change === 'added' ? 'destination_added' : 'destination_changed',
});
