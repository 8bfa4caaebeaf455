import type { CountryCode } from '../content/locale';

/** The three payout methods and the info each one keeps (spec §3). */
export const PAYOUT_METHODS = ['PAYPAL', 'TRANSFERWISE', 'LINE'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export interface PaypalDetails {
  readonly email: string;
}
export interface BankAccountDetails {
  readonly accountNumber: string;
  readonly iban: string;
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
}

/**
 * The payout methods offered in a market: PayPal and a bank account everywhere (spec §9), and
 * LINE Pay, a Japanese service, in Japan only. In the order the customer is shown them.
 */
export function payoutMethodsIn(country: CountryCode): readonly PayoutMethod[] {
  return country === 'jp' ? ['PAYPAL', 'TRANSFERWISE', 'LINE'] : ['PAYPAL', 'TRANSFERWISE'];
}
