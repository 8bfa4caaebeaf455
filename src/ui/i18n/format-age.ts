import type { Locale } from '../../core/content/locale';
import { formatRelative } from './format-relative';

/* How old a bin's status is, apart from money and dates (format.ts) so the wallet's pages load none of it. */

const ages = new Map<string, string>();

/** An age as it is said: in minutes under an hour (at least one), hours under two days, days beyond. */
export function ageSaid(ms: number): { readonly value: number; readonly unit: 'minute' | 'hour' | 'day' } {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  return minutes < 60
    ? { value: minutes, unit: 'minute' }
    : hours < 48
      ? { value: hours, unit: 'hour' }
      : { value: Math.floor(hours / 24), unit: 'day' };
}

/** How long ago, as the customer's language says it (`ageSaid`): "20 minutes ago", "il y a 3 heures", 「3日前」. */
export function formatAge(ms: number, locale: Locale): string {
  const { value, unit } = ageSaid(ms);
  // A list of 50,000 bins says a few hundred ages: each is formatted once.
  const key = `${locale}|${unit}|${value}`;
  let said = ages.get(key);
  if (said === undefined) ages.set(key, (said = formatRelative(-value, unit, locale)));
  return said;
}
