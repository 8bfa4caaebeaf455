import type { Locale } from '../../../../../core/content/locale';
import type { Transaction } from '../../../../../core/wallet/transaction';
import { showsYear, transactionTitle } from '../../../../../core/wallet/transaction-view';
import { formatDate } from '../../../../i18n/format';
import type { useT } from '../../../../i18n/use-t';

export type T = ReturnType<typeof useT>['t'];
/** The day of a transaction: short day and month, with the year only before the previous year (spec §2). */
export const transactionDay = (date: Date, locale: Locale, now: Date): string =>
  formatDate(date, locale, showsYear(date, now) ? { day: 'numeric', month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' });

export const longDay = (date: Date, locale: Locale): string => formatDate(date, locale, { day: 'numeric', month: 'long', year: 'numeric' });

export function titleText(tx: Transaction, t: T): string {
  const title = transactionTitle(tx);
  return 'count' in title ? t(`wallet:history.titles.${title.kind}`, { count: title.count }) : t(`wallet:history.titles.${title.kind}`);
}
