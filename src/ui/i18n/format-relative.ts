import type { Locale } from '../../core/content/locale';

/* A time before or after now in words, for the bins' ages (format-age.ts) and a form's wait (SubmitButton). */

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

/** A space between a number and the Japanese right after it: Intl's Japanese has one (「3 分前」), Japanese writes none. */
const SPACE_BEFORE_JAPANESE = /(\d)\s+(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu;

/**
 * `value` units from now (negative: ago) as the customer's language says it: "20 minutes ago",
 * "dans 2 minutes", 「3分前」「30秒後」 — the number against its unit, as Japanese is written (issue 44 point 8).
 */
export function formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit, locale: Locale): string {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'long' });
    relativeFormats.set(locale, format);
  }
  return format.format(value, unit).replace(SPACE_BEFORE_JAPANESE, '$1');
}
