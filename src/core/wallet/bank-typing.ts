import { electronicFormatIBAN } from 'ibantools';
import { normalizeDigits, withoutLookalikeDigits } from '../shared/typed-text';

// How people type bank details, undone: each field is normalised before it is checked, and the
// normalised value is what is checked and sent.

/**
 * Codes as typed or pasted: invisible characters go (a zero-width space copied with an IBAN),
 * full-width characters become ASCII (NFKC), `²` or `①` do not become digits.
 */
const typedCode = (text: string): string => normalizeDigits(withoutLookalikeDigits(text));

/** Digits as typed: full-width ones become ASCII (NFKC), spaces and dashes (`12-34-56`, `1234 5678`) go. */
export const bankDigits = (text: string): string => typedCode(text).replace(/[\s-]/g, '');

/** An IBAN as typed (spaces, dashes, lower case, full-width), in electronic format. */
export const normalizeIban = (text: string): string => electronicFormatIBAN(typedCode(text).replace(/\s+/gu, '')) ?? '';

/** Free text (address, city, state): NFKC, runs of spaces (tabs, line breaks) as one space, trimmed. */
export const normalizeText = (text: string): string => text.normalize('NFKC').replace(/\s+/gu, ' ').trim();

/**
 * An account holder's name: NFKC (half-width katakana become full-width, full-width Latin becomes
 * ASCII), dash look-alikes as `-`, the typographic apostrophe as `'`, one space between words.
 */
export const normalizeAccountName = (text: string): string =>
  normalizeText(text)
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019\u02BC]/g, "'");

/** `SW1A1AA` → `SW1A 1AA`: the inward code is always the last three characters. */
export const spacedPostCode = (text: string): string => {
  const compact = typedCode(text).replace(/\s+/gu, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
};

/** ZIP or ZIP+4; nine digits typed without the dash get it. */
export const zipCode = (text: string): string => {
  const compact = typedCode(text).replace(/\s+/gu, '');
  return /^\d{9}$/.test(compact) ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact;
};
