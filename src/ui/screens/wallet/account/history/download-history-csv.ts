import type { Item, Transaction } from '../../../../../core/wallet/transaction';
import type { Locale } from '../../../../../core/content/locale';
import { csvFormatFor, historyCsv, historyFileName } from '../../../../../core/wallet/history-csv';
import type { T } from './history-text';

/**
 * Saves the fetched history as a CSV file (issue 8 point 5), built in the browser, its headers in the
 * customer's language, in their market's spreadsheet convention and dated in the browser's time zone,
 * as the screen dates the rows (issue 20 point 4).
 */
export function downloadHistoryCsv(
  txs: readonly Transaction[],
  text: { readonly t: T; readonly itemName: (item: Item) => string },
  locale: Locale,
  now: Date,
): void {
  const { t, itemName } = text;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const format = csvFormatFor(locale, timeZone);
  const csv = historyCsv(
    txs,
    {
      header: [
        t('wallet:history.csv.date'),
        t('wallet:history.csv.type'),
        t('wallet:history.csv.status'),
        t('wallet:history.csv.amount'),
        t('wallet:history.csv.currency'),
        t('wallet:history.csv.fee'),
        t('wallet:history.csv.paidOut'),
        t('wallet:history.csv.items'),
        t('wallet:history.csv.returned'),
        t('wallet:history.csv.comment'),
      ],
      category: (category) => t(`wallet:history.type.${category}`),
      status: (status) => t(`wallet:history.status.${status}`),
      itemName,
    },
    format,
  );
  // The byte-order mark lets spreadsheets read the accents and the Japanese as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = historyFileName(t('wallet:history.csv.fileName'), now, timeZone);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
