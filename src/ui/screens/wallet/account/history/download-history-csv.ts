import type { Transaction } from '../../../../../core/wallet/transaction';
import { historyCsv, historyFileName } from '../../../../../core/wallet/history-csv';
import type { T } from './history-text';

/** Saves the fetched history as a CSV file (issue 8 point 5), built in the browser, its headers in the customer's language. */
export function downloadHistoryCsv(txs: readonly Transaction[], t: T, now: Date): void {
  const csv = historyCsv(txs, {
    header: [
      t('wallet:history.csv.date'),
      t('wallet:history.csv.type'),
      t('wallet:history.csv.status'),
      t('wallet:history.csv.amount'),
      t('wallet:history.csv.currency'),
      t('wallet:history.csv.items'),
      t('wallet:history.csv.returned'),
      t('wallet:history.csv.comment'),
    ],
    category: (category) => t(`wallet:history.type.${category}`),
    status: (status) => t(`wallet:history.status.${status}`),
  });
  // The byte-order mark lets spreadsheets read the accents and the Japanese as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = historyFileName(now);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
