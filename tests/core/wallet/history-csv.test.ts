import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { money } from '../../../src/core/shared/money';
import type { Item, TransactionCategory, TransactionStatus } from '../../../src/core/wallet/transaction';
import { csvCell, csvFormatFor, dayIn, historyCsv, historyFileName, type CsvFormat } from '../../../src/core/wallet/history-csv';
import { items, tx } from './transaction-rows';

const labels = {
  header: ['Date', 'Type', 'Status', 'Amount', 'Currency', 'Fee', 'Paid out', 'Items', 'Returned to balance', 'Comment'] as const,
  category: (c: TransactionCategory) => c.toLowerCase(),
  status: (s: TransactionStatus) => s.toLowerCase(),
  itemName: (item: Item) => item.name,
};
const US: CsvFormat = csvFormatFor('en-US', 'UTC');
const FRANCE: CsvFormat = csvFormatFor('fr-FR', 'Europe/Paris');

/** The file as a spreadsheet reads it: csv-parse (an independent RFC 4180 reader) with the market's separator. */
const read = (text: string, format: CsvFormat): string[][] =>
  parse(text, { delimiter: format.separator, record_delimiter: '\r\n', relax_column_count: false }) as string[][];

describe('CSV export (issue 8 point 5, issue 20 point 4)', () => {
  it('writes one row per transaction, amounts hidden where the screen hides them', () => {
    const csv = historyCsv(
      [
        tx({ createdAt: '2026-11-02T09:00:00.000Z', items, amount: money(70, 'EUR') }),
        tx({ category: 'WITHDRAWAL', createdAt: '2025-01-31T23:00:00.000Z', items: [], amount: money(-1250, 'EUR') }),
        tx({ status: 'PENDING', createdAt: '2026-11-20T09:00:00.000Z', items: [items[0]!], amount: money(40, 'EUR') }),
      ],
      labels,
      US,
    );
    expect(csv).toBe(
      [
        'Date,Type,Status,Amount,Currency,Fee,Paid out,Items,Returned to balance,Comment',
        '2026-11-02,scan,completed,0.70,EUR,,,2 × Bottle; 3 × Cup,,',
        '2025-01-31,withdrawal,completed,-12.50,EUR,,,,,',
        // Items where the screen shows them: completed and rejected scans (spec §4).
        '2026-11-20,scan,pending,,,,,,,',
        '',
      ].join('\r\n'),
    );
    expect(historyFileName('history', new Date('2026-11-23T08:00:00Z'), 'UTC')).toBe('history-2026-11-23.csv');
    expect(historyFileName('履歴', new Date('2026-11-23T08:00:00Z'), 'UTC')).toBe('履歴-2026-11-23.csv');
  });

  it('France: cells split on “;”, decimal commas a French spreadsheet sums, the items kept in one cell', () => {
    const csv = historyCsv(
      [
        tx({ createdAt: '2026-11-02T09:00:00.000Z', items, amount: money(70, 'EUR'), comment: 'Merci ; à bientôt' }),
        tx({
          category: 'WITHDRAWAL',
          status: 'PENDING',
          createdAt: '2026-11-03T09:00:00.000Z',
          items: [],
          amount: money(-1250, 'EUR'),
          fee: money(0, 'EUR'),
        }),
      ],
      labels,
      FRANCE,
    );
    expect(csv.split('\r\n')[1]).toBe('2026-11-02;scan;completed;0,70;EUR;;;"2 × Bottle; 3 × Cup";;"Merci ; à bientôt"');
    expect(read(csv, FRANCE)).toEqual([
      [...labels.header],
      ['2026-11-02', 'scan', 'completed', '0,70', 'EUR', '', '', '2 × Bottle; 3 × Cup', '', 'Merci ; à bientôt'],
      ['2026-11-03', 'withdrawal', 'pending', '-12,50', 'EUR', '0,00', '12,50', '', '', ''],
    ]);
  });

  it('a withdrawal shows its fee and what it pays out, when the server gives the fee; never guessed', () => {
    const japan = csvFormatFor('ja-JP', 'Asia/Tokyo');
    const withdrawal = (status: TransactionStatus, fee?: number) =>
      tx({
        category: 'WITHDRAWAL',
        status,
        createdAt: '2026-10-01T01:00:00.000Z',
        items: [],
        amount: money(-5000, 'JPY'),
        ...(fee === undefined ? {} : { fee: money(fee, 'JPY') }),
      });
    const rows = read(
      historyCsv(
        [withdrawal('PENDING', 249), withdrawal('COMPLETED', 0), withdrawal('COMPLETED'), withdrawal('FAILED', 249)],
        labels,
        japan,
      ),
      japan,
    );
    expect(rows.slice(1).map((row) => [row[2], row[3], row[5], row[6], row[8]])).toEqual([
      ['pending', '-5000', '249', '4751', ''],
      ['completed', '-5000', '0', '5000', ''],
      // No fee from the server: the columns stay empty rather than say a fee of nothing.
      ['completed', '-5000', '', '', ''],
      // Not paid out: nothing was kept, the whole amount is back in the balance.
      ['failed', '', '', '', '5000'],
    ]);
  });

  it('lists the items of completed and rejected scans, as the screen does, and of nothing else (spec §4, issue 44 point 3)', () => {
    const rows = read(
      historyCsv(
        (['COMPLETED', 'REJECTED', 'PENDING', 'CANCELLED'] as const).map((status) =>
          tx({ status, createdAt: '2026-11-02T09:00:00.000Z', items }),
        ),
        labels,
        US,
      ),
      US,
    );
    expect(rows.slice(1).map((row) => [row[2], row[7]])).toEqual([
      ['completed', '2 × Bottle; 3 × Cup'],
      ['rejected', '2 × Bottle; 3 × Cup'],
      ['pending', ''],
      ['cancelled', ''],
    ]);
  });

  it('never writes a negative amount received: a fee the server gave above the amount leaves both cells empty (issue 44 point 1)', () => {
    const japan = csvFormatFor('ja-JP', 'Asia/Tokyo');
    const odd = tx({
      category: 'WITHDRAWAL',
      status: 'PENDING',
      createdAt: '2026-10-01T01:00:00.000Z',
      items: [],
      amount: money(-120, 'JPY'),
      fee: money(249, 'JPY'),
    });
    const [row] = read(historyCsv([odd], labels, japan), japan).slice(1);
    expect([row?.[3], row?.[5], row?.[6]]).toEqual(['-120', '', '']);
  });

  it('dates each row on the day the customer sees on the screen, in their time zone', () => {
    // 16:30 UTC on 1 March is already 2 March in Tokyo, and still 1 March in New York.
    const late = tx({ createdAt: '2026-03-01T16:30:00.000Z', items: [], amount: money(40, 'JPY') });
    expect(read(historyCsv([late], labels, csvFormatFor('ja-JP', 'Asia/Tokyo')), US)[1]?.[0]).toBe('2026-03-02');
    expect(read(historyCsv([late], labels, csvFormatFor('en-US', 'America/New_York')), US)[1]?.[0]).toBe('2026-03-01');
    expect(historyFileName('history', new Date('2026-03-01T16:30:00.000Z'), 'Asia/Tokyo')).toBe('history-2026-03-02.csv');
    expect(dayIn(new Date('2026-12-31T23:30:00.000Z'), 'Europe/Paris')).toBe('2027-01-01');
  });

  it('each market’s convention: only France uses “;” and the decimal comma', () => {
    expect(csvFormatFor('fr-FR', 'UTC')).toMatchObject({ separator: ';', decimalMark: ',' });
    for (const locale of ['en-US', 'en-GB', 'en-CA', 'ja-JP'] as const) {
      expect(csvFormatFor(locale, 'UTC')).toMatchObject({ separator: ',', decimalMark: '.' });
    }
  });

  it('never counts a withdrawal that was not paid out as money out, nor a cancelled scan as money in', () => {
    const out = (status: TransactionStatus, comment: string | null = null) =>
      tx({ category: 'WITHDRAWAL', status, createdAt: '2026-10-01T09:00:00.000Z', items: [], amount: money(-1250, 'EUR'), comment });
    const csv = historyCsv(
      [
        out('FAILED', 'The bank refused the transfer, check your details.'),
        out('CANCELLED'),
        out('PENDING'),
        tx({ status: 'CANCELLED', createdAt: '2026-10-02T09:00:00.000Z', items: [], amount: money(40, 'EUR'), comment: 'Cancelled.' }),
      ],
      labels,
      US,
    );
    expect(csv.split('\r\n')).toEqual([
      'Date,Type,Status,Amount,Currency,Fee,Paid out,Items,Returned to balance,Comment',
      '2026-10-01,withdrawal,failed,,EUR,,,,12.50,"The bank refused the transfer, check your details."',
      '2026-10-01,withdrawal,cancelled,,EUR,,,,12.50,',
      '2026-10-01,withdrawal,pending,-12.50,EUR,,,,,',
      '2026-10-02,scan,cancelled,,,,,,,Cancelled.',
      '',
    ]);
  });

  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+1+2', "'+1+2"],
    ['-2+3+cmd|x', "'-2+3+cmd|x"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-12.50', '-12.50'],
    ['-12,50', '"-12,50"'],
  ])('cell %j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['a;b', '"a;b"'],
    ['a,b', 'a,b'],
    ['-12,50', '-12,50'],
  ])('with “;”: cell %j → %j', (value, cell) => {
    expect(csvCell(value, ';')).toBe(cell);
  });

  it.each([US, FRANCE])('reads back as the same cells, none of them a formula (separator %#)', (format) => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 5 }), (table) => {
        const text = table.map((row) => row.map((cell) => csvCell(cell, format.separator)).join(format.separator)).join('\r\n') + '\r\n';
        const back = read(text, format);
        expect(back).toHaveLength(table.length);
        back.forEach((row, r) =>
          row.forEach((cell, c) => {
            const original = table[r]![c]!;
            expect(cell === original || cell === `'${original}`).toBe(true);
            if (!/^-?\d+([.,]\d+)?$/.test(cell)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
          }),
        );
      }),
    );
  });
});
