import { toMajorString } from '../shared/money';
import type { Transaction, TransactionCategory, TransactionStatus } from './transaction';
import { amountShown } from './transaction-view';

// The history as a CSV file (issue 8 point 5): built in the browser from the rows read.

export interface CsvLabels {
  /** Column headers: date, type, status, amount, currency, items, returned to the balance, comment. */
  readonly header: readonly [string, string, string, string, string, string, string, string];
  readonly category: (category: TransactionCategory) => string;
  readonly status: (status: TransactionStatus) => string;
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma, CR or LF, quotes doubled.
 * A cell a spreadsheet would run as a formula (starting with = + - @, tab or CR) is prefixed by
 * an apostrophe — unless it is a plain number, which no spreadsheet runs.
 */
export function csvCell(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * The history as CSV: one row per transaction, CRLF line ends, dates as YYYY-MM-DD (UTC), amounts in
 * major units. The amount column is what moved the balance, so that a spreadsheet can sum it: empty
 * where the screen hides the amount (scans not completed) and for a withdrawal not paid out, whose
 * amount is in the "returned to the balance" column instead. Then the items and the comment (the
 * reason the server gives).
 */
export function historyCsv(txs: readonly Transaction[], labels: CsvLabels): string {
  const rows = [
    labels.header,
    ...txs.map((tx) => {
      const shown = amountShown(tx);
      return [
        isoDay(tx.createdAt),
        labels.category(tx.category),
        labels.status(tx.status),
        shown.kind === 'moved' ? toMajorString(shown.amount) : '',
        shown.kind === 'hidden' ? '' : shown.amount.currency,
        tx.items.map((item) => `${item.quantity} × ${item.name}`).join('; '),
        shown.kind === 'returned' ? toMajorString(shown.amount) : '',
        tx.comment ?? '',
      ];
    }),
  ];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The file name of a download made on `day`: history-YYYY-MM-DD.csv. */
export const historyFileName = (day: Date): string => `history-${isoDay(day)}.csv`;
