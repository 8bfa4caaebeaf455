/** The currencies of the five markets. */
export const CURRENCIES = ['USD', 'GBP', 'CAD', 'EUR', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Digits after the decimal separator, per ISO 4217. JPY has none. */
export const MINOR_DIGITS: Readonly<Record<Currency, number>> = {
  USD: 2,
  GBP: 2,
  CAD: 2,
  EUR: 2,
  JPY: 0,
};

/**
 * An amount in integer minor units (cents, pence, yen) with its currency.
 * Never a float: 0.1 + 0.2 must not reach a customer's balance.
 */
export interface Money {
  readonly amount: number;
  readonly currency: Currency;
}

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

export function money(amount: number, currency: Currency): Money {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Money needs an integer number of minor units, got ${amount}`);
  }
  return { amount, currency };
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) {
    throw new TypeError(`Cannot combine ${a.currency} with ${b.currency}`);
  }
}

export function add(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.amount + b.amount, a.currency);
}

export function subtract(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.amount - b.amount, a.currency);
}

export function compare(a: Money, b: Money): -1 | 0 | 1 {
  sameCurrency(a, b);
  return a.amount < b.amount ? -1 : a.amount > b.amount ? 1 : 0;
}

/**
 * Converts a major-unit decimal string as a server sends it ("12.50", "249")
 * into minor units without floating point. Returns null for anything else.
 */
export function fromMajorString(text: string, currency: Currency): Money | null {
  const digits = MINOR_DIGITS[currency];
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > digits) {
    // Allow trailing zeros beyond the currency's precision ("249.00" yen), nothing else.
    if (!/^0*$/.test(fraction.slice(digits))) return null;
  }
  const minor = whole + fraction.slice(0, digits).padEnd(digits, '0');
  const amount = Number(minor) * (sign === '-' ? -1 : 1);
  return Number.isSafeInteger(amount) ? money(amount === 0 ? 0 : amount, currency) : null;
}

/** The major-unit decimal string of an amount, e.g. 1250 EUR → "12.50". */
export function toMajorString(value: Money): string {
  const digits = MINOR_DIGITS[value.currency];
  const sign = value.amount < 0 ? '-' : '';
  const abs = Math.abs(value.amount).toString();
  if (digits === 0) return sign + abs;
  const padded = abs.padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}
