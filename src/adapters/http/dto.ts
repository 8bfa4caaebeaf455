import type { SignUpData } from '../../core/auth/session';
import type { CountryCode } from '../../core/content/locale';
import { COUNTRY_CODES } from '../../core/content/locale';
import { fromMajorString, isCurrency, toMajorString, type Money } from '../../core/shared/money';
import { binsFound, isOnEarth, type Bin, type BinsFound } from '../../core/places/bin';
import type { User } from '../../core/profile/user';
import type { BankAccount } from '../../core/wallet/bank-account';
import { isPayoutMethod, type BankData, type PayoutMethod, type PayoutSetup } from '../../core/wallet/payout-method';
import type { WithdrawalReceipt, WithdrawalRequest, WithdrawalTerms } from '../../core/wallet/withdrawal';
import {
  TRANSACTION_CATEGORIES,
  TRANSACTION_STATUSES,
  type Item,
  type Transaction,
  type TransactionCategory,
  type TransactionStatus,
} from '../../core/wallet/transaction';
import { isRecord } from './api-client';

/**
 * Boundary validation: untrusted JSON in, domain types out, or a thrown
 * InvalidResponse that the gateway turns into `invalid_response`. Never a guess:
 * a missing amount is an error, not a zero.
 */
export class InvalidResponse extends Error {}

const fail = (what: string): never => {
  throw new InvalidResponse(what);
};

export const str = (v: unknown, what: string): string => (typeof v === 'string' ? v : fail(what));
export const optStr = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown, what: string): number => (typeof v === 'number' && Number.isFinite(v) ? v : fail(what));
export const positive = (v: unknown, what: string): number => (typeof v === 'number' && v > 0 && Number.isFinite(v) ? v : fail(what));
const bool = (v: unknown): boolean => v === true;
export const rec = (v: unknown, what: string): Record<string, unknown> => (isRecord(v) ? v : fail(what));
export const list = (v: unknown, what: string): unknown[] => (Array.isArray(v) ? v : fail(what));

/** `{ value: "12.50" | 12.5, currency }` → Money, parsing the decimal text, never float arithmetic. */
export function toMoney(v: unknown): Money {
  const o = rec(v, 'money');
  const currency = isCurrency(o.currency) ? o.currency : fail('currency');
  const text = typeof o.value === 'number' ? String(o.value) : str(o.value, 'money value');
  return fromMajorString(text, currency) ?? fail('money value');
}

/** Money as the API writes it: `{ value: "12.50", currency: "EUR" }` (yen without decimals). */
export const moneyBody = (m: Money) => ({ value: toMajorString(m), currency: m.currency });

/** The `data` member of a `{ data }` envelope. */
export const dataOf = (body: unknown): unknown => rec(body, 'body').data;

export function toUser(v: unknown): User {
  const o = rec(v, 'user');
  const country = (COUNTRY_CODES as readonly string[]).includes(String(o.country_code)) ? (o.country_code as CountryCode) : fail('country');
  return {
    id: String(o.id ?? fail('id')),
    email: str(o.email, 'email'),
    name: optStr(o.name) ?? '',
    country,
    zipCode: optStr(o.zip_code) ?? '',
    address: optStr(o.address) ?? '',
    city: optStr(o.city) ?? '',
    state: optStr(o.state) ?? '',
    emailVerified: bool(o.email_verified),
    marketingConsent: bool(o.marketing_consent),
    marketResearchConsent: bool(o.market_research_consent),
  };
}

function toItem(v: unknown): Item {
  const o = rec(v, 'item');
  return {
    imageUrl: optStr(o.image_url) ?? '',
    name: str(o.name, 'item name'),
    quantity: num(o.quantity, 'quantity'),
    price: toMoney(o.price),
  };
}

export function toTransaction(v: unknown): Transaction {
  const o = rec(v, 'transaction');
  const category = (TRANSACTION_CATEGORIES as readonly unknown[]).includes(o.category)
    ? (o.category as TransactionCategory)
    : fail('category');
  const status = (TRANSACTION_STATUSES as readonly unknown[]).includes(o.status) ? (o.status as TransactionStatus) : fail('status');
  const createdAt = new Date(str(o.created_at, 'created_at'));
  if (Number.isNaN(createdAt.getTime())) fail('created_at');
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
  };
}

export function toBin(v: unknown): Bin {
  const o = rec(v, 'bin');
  const retailer = rec(o.retailer, 'retailer');
  const lat = num(o.lat, 'lat');
  const lng = num(o.lng, 'lng');
  if (!isOnEarth(lat, lng)) fail('coordinates');
  return {
    id: String(o.id ?? fail('id')),
    lat,
    lng,
    details: optStr(o.details) ?? '',
    retailer: { id: String(retailer.id ?? fail('retailer id')), name: str(retailer.name, 'retailer name') },
  };
}

/** GET /bins' `data`: a list (else the whole answer is unusable), whose unreadable entries are dropped and counted. */
export function toBins(v: unknown): BinsFound {
  return binsFound(list(v, 'bins').map((entry) => orNull(() => toBin(entry))));
}

/** A mapping's result, or null where the entry does not fit. */
function orNull<T>(map: () => T): T | null {
  try {
    return map();
  } catch (e) {
    if (e instanceof InvalidResponse) return null;
    throw e;
  }
}

/** Bank-data keys per payout method (spec §3). */
export const BANK_DATA_KEYS: Readonly<Record<PayoutMethod, string>> = {
  LINE: 'lineData',
  PAYPAL: 'paypalWithdrawData',
  TRANSFERWISE: 'transfer_wise_data',
};

export function toBankData(v: unknown): BankData {
  const o = rec(v, 'bank data');
  const types = isRecord(o.types) ? o.types : {};
  const line = isRecord(types[BANK_DATA_KEYS.LINE]) ? (types[BANK_DATA_KEYS.LINE] as Record<string, unknown>) : null;
  const paypal = isRecord(types[BANK_DATA_KEYS.PAYPAL]) ? (types[BANK_DATA_KEYS.PAYPAL] as Record<string, unknown>) : null;
  const wise = isRecord(types[BANK_DATA_KEYS.TRANSFERWISE]) ? (types[BANK_DATA_KEYS.TRANSFERWISE] as Record<string, unknown>) : null;
  const def = o.default;
  return {
    types: {
      ...(line ? { LINE: { referenceNo: str(line.referenceNo, 'referenceNo') } } : {}),
      ...(paypal ? { PAYPAL: { email: str(paypal.email, 'paypal email') } } : {}),
      ...(wise ? { TRANSFERWISE: { accountNumber: optStr(wise.account_number) ?? '', iban: optStr(wise.iban) ?? '' } } : {}),
    },
    default: def === 'LINE' || def === 'PAYPAL' || def === 'TRANSFERWISE' ? def : null,
  };
}

/** The sign-up body (assumed, docs/api-contract.md), without the client id the HTTP call adds. */
export const toSignUpBody = (data: SignUpData, country: CountryCode) => ({
  country_code: country,
  email: data.email,
  password: data.password,
  name: data.name,
  zip_code: data.zipCode,
  terms_accepted: data.termsAccepted,
  marketing_consent: data.marketingConsent,
  market_research_consent: data.marketResearchConsent,
});

/** GET /withdrawals/terms: minimum, fee and where the fee is waived, all in one currency, none negative. */
export function toWithdrawalTerms(v: unknown): WithdrawalTerms {
  const o = rec(v, 'withdrawal terms');
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
  const o = rec(v, 'withdrawal');
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
export const withdrawalBody = (request: WithdrawalRequest) => ({
  amount: moneyBody(request.amount),
  fee: moneyBody(request.fee),
  withdraw_type: request.method,
});

/** POST /payment_methods/{path}: which path and which body each validated setup is sent as. */
export interface PayoutSetupRequest {
  readonly path: 'paypal' | 'transferwise' | 'line';
  readonly body: Readonly<Record<string, string>>;
}

/** The documented body of each method, from the domain's validated values only (never the form's text). */
export function payoutSetupRequest(setup: PayoutSetup): PayoutSetupRequest {
  switch (setup.method) {
    case 'PAYPAL':
      return { path: 'paypal', body: { email: setup.email } };
    case 'LINE':
      return { path: 'line', body: { referenceNo: setup.referenceNo } };
    case 'TRANSFERWISE':
      return { path: 'transferwise', body: bankAccountBody(setup.account) };
  }
}

/** A market's bank account as the transferwise body names it: its own fields, in snake_case. */
export function bankAccountBody(account: BankAccount): Readonly<Record<string, string>> {
  const holder = { country_code: account.country, account_name: account.accountName };
  switch (account.country) {
    case 'us':
      return {
        ...holder,
        abartn: account.abartn,
        account_number: account.accountNumber,
        account_type: account.accountType,
        address: account.address,
        city: account.city,
        state: account.state,
        post_code: account.postCode,
      };
    case 'uk':
      return {
        ...holder,
        sort_code: account.sortCode,
        account_number: account.accountNumber,
        address: account.address,
        post_code: account.postCode,
      };
    case 'ca':
      return {
        ...holder,
        transit_number: account.transitNumber,
        institution_number: account.institutionNumber,
        account_number: account.accountNumber,
        address: account.address,
        city: account.city,
        state: account.state,
        post_code: account.postCode,
      };
    case 'fr':
      return { ...holder, iban: account.iban, address: account.address, city: account.city, post_code: account.postCode };
    case 'jp':
      return {
        ...holder,
        bank_code: account.bankCode,
        branch_code: account.branchCode,
        account_type: account.accountType,
        account_number: account.accountNumber,
      };
  }
}
