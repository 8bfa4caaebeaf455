import { COUNTRY_CODES, currencyOf, type CountryCode } from '../content/locale';
import type { Currency } from '../shared/money';
import { dayIn } from './history-csv';
import { payoutMethodsIn, type PayoutMethod } from './payout-method';

// How long a payout usually takes to arrive once it has left, per method and market (issue 47 point 2).
// The figures and their sources: docs/decisions/money-and-withdrawals.md › "Where a payout is".

/** Business days (Monday to Friday in the market's time zone) a payout usually takes, per market and method. */
export const ARRIVAL_BUSINESS_DAYS: Readonly<Record<CountryCode, Readonly<Partial<Record<PayoutMethod, number>>>>> = {
  us: { PAYPAL: 1, TRANSFERWISE: 3 },
  uk: { PAYPAL: 1, TRANSFERWISE: 1 },
  ca: { PAYPAL: 1, TRANSFERWISE: 2 },
  fr: { PAYPAL: 1, TRANSFERWISE: 2 },
  jp: { PAYPAL: 1, TRANSFERWISE: 2, LINE: 1 },
};

/** Where business days are counted: the market's banks' time zone (one per market; the US and Canada's eastern one). */
export const MARKET_TIME_ZONES: Readonly<Record<CountryCode, string>> = {
  us: 'America/New_York',
  uk: 'Europe/London',
  ca: 'America/Toronto',
  fr: 'Europe/Paris',
  jp: 'Asia/Tokyo',
};

/** The market whose money this is: each market has a currency of its own. */
export const marketOfCurrency = (currency: Currency): CountryCode | null => COUNTRY_CODES.find((c) => currencyOf(c) === currency) ?? null;

/**
 * The business days a payout by `method` usually takes in `market`; without a method (the server did
 * not say), the slowest of the market's methods — an estimate that is late never misleads as one
 * that is early would.
 */
export function arrivalBusinessDays(market: CountryCode, method: PayoutMethod | undefined): number {
  const days = ARRIVAL_BUSINESS_DAYS[market];
  const known = method === undefined ? undefined : days[method];
  return known ?? Math.max(...payoutMethodsIn(market).map((m) => days[m] ?? 0));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day `count` business days after `day` (YYYY-MM-DD): Saturdays and Sundays are skipped, public holidays are not. */
export function addBusinessDays(day: string, count: number): string {
  let at = Date.parse(`${day}T00:00:00Z`);
  for (let left = count; left > 0;) {
    at += DAY_MS;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(at).toISOString().slice(0, 10);
}

/** A payout's arrival, as an estimate: within `businessDays`, so by the end of `dueDay` in the market's time zone. */
export interface ArrivalEstimate {
  readonly businessDays: number;
  /** YYYY-MM-DD, in the market's time zone. */
  readonly dueDay: string;
  readonly timeZone: string;
}

/** When a payout of `currency` by `method` (if known) that left at `from` should usually have arrived; null for money of no market. */
export function arrivalEstimate(currency: Currency, method: PayoutMethod | undefined, from: Date): ArrivalEstimate | null {
  const market = marketOfCurrency(currency);
  if (!market) return null;
  const timeZone = MARKET_TIME_ZONES[market];
  const businessDays = arrivalBusinessDays(market, method);
  return { businessDays, dueDay: addBusinessDays(dayIn(from, timeZone), businessDays), timeZone };
}

/** Past its estimate: the due day has ended in the market's time zone. */
export const isPastEstimate = (estimate: ArrivalEstimate, now: Date): boolean => dayIn(now, estimate.timeZone) > estimate.dueDay;
