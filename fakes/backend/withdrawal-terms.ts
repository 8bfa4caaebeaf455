import type { CountryCode } from '../../src/core/content/locale';
import { money, type Money } from '../../src/core/shared/money';
import type { WithdrawalTerms } from '../../src/core/wallet/withdrawal';

/**
 * Each market's withdrawal terms (spec §5: the minimum is the server's; spec §9: in Japan a 249 yen fee
 * on requests under 8800 yen). Assumed elsewhere (docs/api-contract.md): a minimum of 5 in the
 * currency, no fee.
 */
export const DEFAULT_WITHDRAWAL_TERMS: Readonly<Record<CountryCode, WithdrawalTerms>> = {
  us: { minimum: money(500, 'USD'), fee: money(0, 'USD'), feeWaivedFrom: null },
  uk: { minimum: money(500, 'GBP'), fee: money(0, 'GBP'), feeWaivedFrom: null },
  ca: { minimum: money(500, 'CAD'), fee: money(0, 'CAD'), feeWaivedFrom: null },
  fr: { minimum: money(500, 'EUR'), fee: money(0, 'EUR'), feeWaivedFrom: null },
  jp: { minimum: money(1000, 'JPY'), fee: money(249, 'JPY'), feeWaivedFrom: money(8800, 'JPY') },
};

/** What the server charges on a request of this amount: the market's fee, unless the amount is at or above where it is waived. */
export const serverFee = (amount: Money, terms: WithdrawalTerms): Money =>
  terms.feeWaivedFrom && amount.amount >= terms.feeWaivedFrom.amount ? money(0, amount.currency) : terms.fee;
