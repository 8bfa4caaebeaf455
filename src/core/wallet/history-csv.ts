import type { Locale } from '../content/locale';
import { toMajorString, type Money } from '../shared/money';
import type { Item, Transaction, TransactionCategory, TransactionStatus } from './transaction';
import { amountShown, showsItems } from './transaction-view';
import { withdrawalPayout } from './withdrawal-payout';

// The history as a CSV file (issue 8 point 5, issue 20 point 4): built in the browser from the rows
// read, in the convention the customer's spreadsheet opens without an import dialog.

export interface CsvLabels {
  /** Column headers: date, type, status, amount, currency, fee, paid out, items, returned to the balance, comment. */
  readonly header: readonly [string, string, string, string, string, string, string, string, string, string];
  readonly category: (category: TransactionCategory) => string;
  readonly status: (status: TransactionStatus) => string;
  /** An item's name in the customer's language (the catalogue's, else the server's). */
  readonly itemName: (item: Item) => string;
}

/** How a spreadsheet in the customer's market reads a CSV file. */
export interface CsvFormat {
  /** `;` where the decimal mark is a comma (Excel in French splits on `;`), else `,`. */
  readonly separator: ',' | ';';
  readonly decimalMark: '.' | ',';
  /** The customer's time zone (IANA): each row is dated on the day the screen shows. */
  readonly timeZone: string;
}

/** The decimal comma markets: French spreadsheets read `12,50` as a number and split cells on `;`. */
const DECIMAL_COMMA: ReadonlySet<Locale> = new Set<Locale>(['fr-FR']);

export function csvFormatFor(locale: Locale, timeZone: string): CsvFormat {
  return DECIMAL_COMMA.has(locale) ? { separator: ';', decimalMark: ',', timeZone } : { separator: ',', decimalMark: '.', timeZone };
}

const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;

/**
 * One CSV cell (RFC 4180, with the market's separator): quoted when it holds a quote, the separator,
 * CR or LF, quotes doubled. A cell a spreadsheet would run as a formula (starting with = + - @, tab
 * or CR) is prefixed by an apostrophe — unless it is a plain number, which no spreadsheet runs.
 */
export function csvCell(value: string, separator: CsvFormat['separator'] = ','): string {
  const guarded = /^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  const special = separator === ';' ? /[";\r\n]/ : /[",\r\n]/;
  return special.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** YYYY-MM-DD of `date` in `timeZone`: the day a customer there sees on the screen. */
export function dayIn(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A withdrawal's fee and what it pays out, when the server gave a fee that can be true and the money goes out. */
function payout(tx: Transaction): { fee: Money; net: Money } | null {
  const split = withdrawalPayout(tx);
  return split.kind === 'split' && split.when !== 'returned' ? split : null;
}

/**
 * The history as CSV: one row per transaction, CRLF line ends, dated in the customer's time zone,
 * amounts in major units with the market's decimal mark. The amount column is what moved the
 * balance, so that a spreadsheet can sum it: empty where the screen hides the amount (scans not
 * completed) and for a withdrawal not paid out, whose amount is in the "returned to the balance"
 * column instead. A withdrawal on its way or paid out has its fee and what it pays out, when the
 * server gives a fee that can be true (withdrawalPayout: never a negative amount received). Then the items
 * where the screen shows them (completed and rejected scans) and the comment (the reason the server gives).
 */
export function historyCsv(txs: readonly Transaction[], labels: CsvLabels, format: CsvFormat): string {
  const number = (value: Money) => (format.decimalMark === ',' ? toMajorString(value).replace('.', ',') : toMajorString(value));
  const rows = [
    labels.header,
    ...txs.map((tx) => {
      const shown = amountShown(tx);
      const paid = payout(tx);
      return [
        dayIn(tx.createdAt, format.timeZone),
        labels.category(tx.category),
        labels.status(tx.status),
        shown.kind === 'moved' ? number(shown.amount) : '',
        shown.kind === 'hidden' ? '' : shown.amount.currency,
        paid ? number(paid.fee) : '',
        paid ? number(paid.net) : '',
        showsItems(tx) ? tx.items.map((item) => `${item.quantity} × ${labels.itemName(item)}`).join('; ') : '',
        shown.kind === 'returned' ? number(shown.amount) : '',
        tx.comment ?? '',
      ];
    }),
  ];
  return rows.map((row) => row.map((cell) => csvCell(cell, format.separator)).join(format.separator)).join('\r\n') + '\r\n';
}

/** The file name of a download made on `day` (in the customer's time zone), `stem` in their language: historique-YYYY-MM-DD.csv. */
export const historyFileName = (stem: string, day: Date, timeZone: string): string => `${stem}-${dayIn(day, timeZone)}.csv`;
