import { withoutInvisibles } from './characters';
import type { ErrorCode } from './domain-error';

// What a field may hold and how typed digits are read (validation.ts re-exports them): apart from the
// rules, so that a page with a field (the withdraw page's amount) loads only these.

/**
 * Where digits are expected (confirmation code, phone's last 4, ZIP and post codes, amounts, bank
 * numbers): invisible characters pasted with them go (`INVISIBLE_CHARACTERS`, issue 42), full-width
 * characters as Japanese keyboards type them (`１２３４`, `１２３－４５６７`) become their ASCII
 * forms (NFKC), dash look-alikes (`ー`, `‐`, `−`) become `-`, and the ends are trimmed.
 */
export const normalizeDigits = (text: string): string =>
  withoutInvisibles(text)
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212\u30FC\uFF70]/g, '-')
    .trim();

/**
 * Numerals NFKC would turn into ASCII digits although nobody types them as digits (`²`, `①`, `𝟏`):
 * made `?`, so that `5²` is refused rather than read as 52. ASCII and full-width digits are kept.
 */
export const withoutLookalikeDigits = (text: string): string => text.replace(/(?![0-9\uFF10-\uFF19])\p{N}/gu, '?');

/**
 * What a digits-only field (the confirmation code) keeps of what is typed or pasted: the text is
 * read first (full-width `１２３４` as `1234`, NFKC), then everything but the digits goes. Filtering
 * first would drop the full-width digits a Japanese keyboard types before they could be read.
 */
export const keptDigits = (text: string): string => normalizeDigits(withoutLookalikeDigits(text)).replace(/\D/g, '');

/**
 * The longest text each kind of field accepts, on the client (input maxlength, validation) and on
 * the fake server (422 `too_long`) alike. Generous for real data, short enough that nothing can
 * be used to stuff megabytes into a request.
 */
export const MAX_LENGTH = {
  email: 254,
  password: 128,
  name: 100,
  address: 200,
  city: 100,
  state: 100,
  zipCode: 16,
  code: 4,
  phoneLast4: 4,
  subject: 200,
  message: 5000,
  /** Payout details: account numbers, IBAN, routing and bank codes, PayPal address. */
  payoutField: 64,
  amount: 16,
  /** A bin problem's words when its reason is "other" (issue 21): short, read at the bin. */
  binReportNote: 200,
} as const;

export type LimitedField = keyof typeof MAX_LENGTH;

/** `too_long` when the text is over its field's limit. */
export const lengthProblem = (text: string, field: LimitedField): ErrorCode | undefined =>
  text.length > MAX_LENGTH[field] ? 'too_long' : undefined;
