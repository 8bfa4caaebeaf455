import type { CountryCode } from '../content/locale';
import type { BankAccount, BankField } from './bank-account';

/** The three payout methods (spec §3). */
export const PAYOUT_METHODS = ['PAYPAL', 'TRANSFERWISE', 'LINE'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const isPayoutMethod = (value: unknown): value is PayoutMethod =>
  typeof value === 'string' && (PAYOUT_METHODS as readonly string[]).includes(value);

/**
 * Which methods where — the one table the texts, the screens and the fake server follow: PayPal and a
 * bank account (paid through Wise) in every market (spec §9), LINE Pay, a Japanese service, in Japan
 * only. In the order the customer is shown them.
 */
export const PAYOUT_METHODS_BY_COUNTRY: Readonly<Record<CountryCode, readonly PayoutMethod[]>> = {
  us: ['PAYPAL', 'TRANSFERWISE'],
  uk: ['PAYPAL', 'TRANSFERWISE'],
  ca: ['PAYPAL', 'TRANSFERWISE'],
  fr: ['PAYPAL', 'TRANSFERWISE'],
  jp: ['PAYPAL', 'TRANSFERWISE', 'LINE'],
};

export const payoutMethodsIn = (country: CountryCode): readonly PayoutMethod[] => PAYOUT_METHODS_BY_COUNTRY[country];

export const offersPayoutMethod = (country: CountryCode, method: PayoutMethod): boolean => payoutMethodsIn(country).includes(method);

/** The info the server keeps about each saved method and shows back (spec §3), as it sends it. */
export interface PaypalDetails {
  readonly email: string;
}
export interface BankAccountDetails {
  /** The account number (or the last digits of it) — the app masks it for display either way. */
  readonly accountNumber: string;
  /** The IBAN where the market uses one (France), else empty. */
  readonly iban: string;
  /**
   * The rest of the saved account as the server shows it back, if it does (assumed,
   * docs/api-contract.md): the holder's name, the address, the bank codes. Absent: only the numbers.
   */
  readonly fields?: Readonly<Partial<Record<Exclude<BankField, 'accountNumber' | 'iban'>, string>>>;
}
export interface LinePayDetails {
  readonly referenceNo: string;
}

export interface PayoutDetails {
  readonly PAYPAL: PaypalDetails;
  readonly TRANSFERWISE: BankAccountDetails;
  readonly LINE: LinePayDetails;
}

/** The customer's saved payout methods and which one is used by default. */
export interface BankData {
  readonly types: { readonly [M in PayoutMethod]?: PayoutDetails[M] };
  readonly default: PayoutMethod | null;
  /**
   * When a payout destination was last added or changed, as the server keeps it (epoch milliseconds;
   * an assumed field, issue 47 point 4): absent from a server without it.
   */
  readonly destinationChangedAt?: number;
}

/** Where payouts go: the default method, when it is set up; null for none. */
export const defaultMethodOf = ({ default: method, types }: BankData): PayoutMethod | null =>
  method !== null && types[method] !== undefined ? method : null;

/**
 * A payout method as the customer sets it up: validated and normalised domain values, exactly what
 * is sent (`toPayoutSetup` builds it; the HTTP adapter maps it to its documented body).
 */
export type PayoutSetup =
  | { readonly method: 'PAYPAL'; readonly email: string }
  | { readonly method: 'LINE'; readonly referenceNo: string }
  | { readonly method: 'TRANSFERWISE'; readonly account: BankAccount };

/** The raw text of a payout form: field name → what the customer typed. */
export type PayoutForm = Readonly<Record<string, string>>;
