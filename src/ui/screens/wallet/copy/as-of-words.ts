import type { Locale } from '../../../../core/content/locale';
import { formatDate } from '../../../i18n/format';

/** When a copy was read, as the customer's language says it: the time if today, else the date. */
export function asOfWords(readAt: number, now: Date, locale: Locale): { context: 'time' | 'day'; when: string } {
  const read = new Date(readAt);
  const today = read.toDateString() === now.toDateString();
  return { context: today ? 'time' : 'day', when: formatDate(read, locale, today ? { timeStyle: 'short' } : { dateStyle: 'medium' }) };
}
