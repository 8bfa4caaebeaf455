import type { SignUpData } from '../../core/auth/session';
import type { CountryCode } from '../../core/content/locale';
import { COUNTRY_CODES } from '../../core/content/locale';
import { fromMajorString, isCurrency, type Money } from '../../core/shared/money';
import type { Bin } from '../../core/places/bin';
import type { User } from '../../core/profile/user';
import type { BankData, PayoutMethod } from '../../core/wallet/payout-method';
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
  return {
    id: String(o.id ?? fail('id')),
    lat: num(o.lat, 'lat'),
    lng: num(o.lng, 'lng'),
    details: optStr(o.details) ?? '',
    retailer: { id: String(retailer.id ?? fail('retailer id')), name: str(retailer.name, 'retailer name') },
  };
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
