import { languageOf, type Locale } from '../content/locale';
import { MINOR_DIGITS, money, toMajorString, type Money, type Currency } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import { MAX_LENGTH, normalizeDigits, withoutLookalikeDigits } from '../shared/typed-text';

/** Why a typed amount is not one. */
export type AmountProblem = 'field_required' | 'too_long' | 'amount_invalid' | 'amount_too_precise' | 'amount_not_positive';

/**
 * How each language writes an amount: the decimal separator it writes, any other one read as a
 * decimal point too (French readers also take `12.50`: `.` never groups digits in French), and the
 * characters accepted between groups of three digits (spaces, which NFKC makes of NBSP and narrow
 * NBSP, everywhere; `,` in English and Japanese).
 */
interface AmountSyntax {
  readonly decimal: string;
  /** The whole part, either plain digits or grouped by three with one separator throughout (`1,234,567`), then optionally a decimal separator and at least one digit. */
  readonly pattern: RegExp;
}

const charClass = (chars: readonly string[]): string => `[${chars.map((c) => c.replace(/[.\\\]^-]/, '\\$&')).join('')}]`;

const amountSyntax = (decimal: string, decimals: readonly string[], grouping: readonly string[]): AmountSyntax => ({
  decimal,
  pattern: new RegExp(`^(\\d{1,3}(?:(${charClass(grouping)})\\d{3}(?:\\2\\d{3})*)?|\\d+)(?:${charClass(decimals)}(\\d+))?$`),
});

const POINT_AND_COMMAS = amountSyntax('.', ['.'], [',', ' ']);
const SYNTAX: Readonly<Record<string, AmountSyntax>> = {
  fr: amountSyntax(',', [',', '.'], [' ']),
  en: POINT_AND_COMMAS,
  ja: POINT_AND_COMMAS,
};

const syntaxOf = (locale: Locale): AmountSyntax => SYNTAX[languageOf(locale)] ?? POINT_AND_COMMAS;

/** What may stand before or after the number (after NFKC, upper case): longest first. */
const CURRENCY_MARKS: Readonly<Record<Currency, readonly string[]>> = {
  USD: ['US$', 'USD', '$'],
  GBP: ['GBP', '£'],
  CAD: ['CA$', 'CAD', 'C$', '$'],
  EUR: ['EUR', '€'],
  JPY: ['JPY', '¥', '円'],
};

/** Minus signs as phones, IMEs and pastes write them: ASCII, the minus sign, dashes, the long vowel mark (full-width ones become these by NFKC). */
const MINUS = /^[-\u2010-\u2015\u2212\u30FC]/;

function withoutCurrencyMark(text: string, currency: Currency): string {
  const upper = text.toUpperCase();
  for (const mark of CURRENCY_MARKS[currency]) {
    if (upper.startsWith(mark)) return upper.slice(mark.length).trim();
    if (upper.endsWith(mark)) return upper.slice(0, upper.length - mark.length).trim();
  }
  return upper;
}

/**
 * Reads an amount as the customer types it in their language (decimal separator of the locale,
 * full-width digits, spaces; invisible characters pasted with it are dropped) into integer minor
 * units of the currency — never through floating point.
 * Rules (docs/decisions.md, "Issue 9"): a currency symbol or code of this currency may stand at
 * either end; a leading `+` is accepted, a `-` is `amount_not_positive`; grouping is accepted only
 * where it groups by three; both sides of the decimal separator need digits (`5.` and `.5` are
 * refused); more decimals than the currency has are refused, zeros included (`12.500`).
 */
export function parseAmount(text: string, currency: Currency, locale: Locale): Result<Money, AmountProblem> {
  const typed = text.trim();
  if (typed.length > MAX_LENGTH.amount) return err('too_long');
  // Read as every field of figures is (invisible characters dropped, full-width made ASCII: issue 42).
  let rest = normalizeDigits(withoutLookalikeDigits(typed)).replace(/\s+/gu, ' ');
  if (rest === '') return err('field_required');
  const syntax = syntaxOf(locale);
  let negative = false;
  let signed = false;
  const takeSign = (): void => {
    if (signed) return;
    if (MINUS.test(rest) || rest.startsWith('+')) {
      negative = rest[0] !== '+';
      signed = true;
      rest = rest.slice(1).trim();
    }
  };
  takeSign();
  rest = withoutCurrencyMark(rest, currency);
  takeSign();
  const match = syntax.pattern.exec(rest);
  if (!match) return err('amount_invalid');
  const whole = (match[1] ?? '').replace(/\D/g, '');
  const fraction = match[3] ?? '';
  const digits = MINOR_DIGITS[currency];
  if (fraction.length > digits) return err('amount_too_precise');
  const minor = BigInt(whole + fraction.padEnd(digits, '0'));
  if (negative || minor === 0n) return err('amount_not_positive');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return err('too_long');
  return ok(money(Number(minor), currency));
}

/** The amount as it would be typed in the locale, without grouping or symbol ("12,50" in French): parseAmount reads it back. */
export function amountInputText(value: Money, locale: Locale): string {
  return toMajorString(value).replace('.', syntaxOf(locale).decimal);
}
