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
