import type { ErrorCode } from './domain-error';

/*
 * The characters the app treats apart, in one place (issue 42 point 4; docs/decisions/forms-and-input.md):
 * what is dropped where figures or codes are typed, and what is refused in the free text it sends.
 */

/**
 * Characters that draw nothing and mean nothing inside a number or a code, yet come along when one
 * is copied from a web page, a PDF or a banking app: zero-width space, non-joiner and joiner
 * (U+200B–D), word joiner (U+2060), byte-order mark (U+FEFF), soft hyphen (U+00AD), and the bidi
 * marks that only nudge direction (LRM U+200E, RLM U+200F, ALM U+061C). Dropped from every amount
 * and code field (`normalizeDigits`), as from the IBAN.
 */
export const INVISIBLE_CHARACTERS = /[\u00AD\u061C\u200B-\u200F\u2060\uFEFF]/u;

/**
 * Bidi embeddings and overrides (U+202A–E) and isolates (U+2066–9): unlike the marks, they change
 * what is shown — `abc\u202Efed` displays as "abcdef" — so one text can pass for another. Never
 * dropped (the customer would not see what was read): a number carrying one is not a number, and
 * free text carrying one is refused (`freeTextProblem`).
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;

/**
 * Control characters (C0, DEL, C1) and every invisible format character, bidi controls among them:
 * the stricter rule of short, single-line fields copied onto a payment or a bin (bank details, a
 * bin report's note, an email address), where none of them has a place.
 */
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/u;

const INVISIBLES = new RegExp(INVISIBLE_CHARACTERS.source, 'gu');

export const withoutInvisibles = (text: string): string => text.replace(INVISIBLES, '');

export const hasControlCharacters = (text: string): boolean => CONTROL_OR_FORMAT.test(text);

/**
 * The free text the app sends (names, addresses, a subject, a message, a request's details):
 * `text_invalid` when it carries a bidi override, embedding or isolate. Line breaks, a joiner inside
 * an emoji or a right-to-left mark are kept: they show what they are.
 */
export const freeTextProblem = (text: string): ErrorCode | undefined => (BIDI_CONTROLS.test(text) ? 'text_invalid' : undefined);
