import { currencyOf, type CountryCode } from '../../src/core/content/locale';
import { containerDeposit } from '../../src/core/catalogue/product';
import { money } from '../../src/core/shared/money';
import type { TransactionRecord } from '../backend/records';
import { DEFAULT_WITHDRAWAL_TERMS, serverFee } from '../backend/withdrawal-terms';
import { DEMO_EMAIL } from '../demo-constants';
import { COMMENTS, DEMO_OLD_BANK_ACCOUNTS } from '../demo-people';
import { faker } from './faker';
import { scanFactory } from './transaction.factory';

const DAY_MS = 86_400_000;

/** A moment between `fromDays` and `toDays` days before the reference date. */
function daysBefore(referenceDate: Date, fromDays: number, toDays: number): string {
  const ref = referenceDate.getTime();
  return faker.date.between({ from: ref - toDays * DAY_MS, to: ref - fromDays * DAY_MS }).toISOString();
}

/** A moment in the year before the previous one, so that its date shows its year (spec §2). */
function yearsAgo(referenceDate: Date): string {
  const year = referenceDate.getUTCFullYear() - 2;
  return faker.date.between({ from: Date.UTC(year, 0, 1), to: Date.UTC(year, 11, 31, 23, 59) }).toISOString();
}

/**
 * A demo history with every category × status the server gives (spec §3): completed scans (one of
 * them two years old), a pending, a rejected and a cancelled scan, customer-care adjustments both
 * ways, and withdrawals completed, pending, cancelled and failed. The balance is what it adds up to:
 * completed scans and adjustments, minus completed and pending withdrawals (a pending withdrawal is
 * taken from the balance when it is asked for; a cancelled or failed one gives nothing back to take).
 */
export function historyFor(country: CountryCode, referenceDate: Date): { rows: TransactionRecord[]; balance: number } {
  const transient = { country, referenceDate };
  const currency = currencyOf(country);
  const comments = COMMENTS[country];
  const scan = (status: TransactionRecord['status'], createdAt: string, comment: string | null = null) =>
    scanFactory.build({ status, createdAt, comment }, { transient });
  const completed = [
    ...Array.from({ length: 11 }, () => scan('COMPLETED', daysBefore(referenceDate, 2, 400))),
    scan('COMPLETED', yearsAgo(referenceDate)),
  ];
  const others = [
    scan('PENDING', daysBefore(referenceDate, 0, 5)),
    scan('REJECTED', daysBefore(referenceDate, 20, 200), comments.rejected),
    scan('CANCELLED', daysBefore(referenceDate, 20, 200), comments.cancelledScan),
  ];
  const adjustment = (amount: number, comment: string): TransactionRecord =>
    scanFactory.build(
      {
        category: 'ADJUSTMENT',
        items: [],
        numberOfScans: 0,
        amount: money(amount, currency),
        comment,
        createdAt: daysBefore(referenceDate, 10, 300),
      },
      { transient },
    );
  const credit = adjustment(2 * containerDeposit('steel-tin', country).amount, comments.credit);
  const debit = adjustment(-containerDeposit('glass-jar', country).amount, comments.debit);
  const withdrawal = (
    status: TransactionRecord['status'],
    amount: number,
    createdAt: string,
    comment: string | null = null,
  ): TransactionRecord => {
    const byBank = status === 'CANCELLED' || status === 'FAILED';
    // Where it is (issue 47 point 2): sent two hours after it was asked for, settled the next day, or
    // the day after for the failed one; the cancelled one was stopped before it was sent.
    const hoursAfter = (hours: number) => new Date(Date.parse(createdAt) + hours * 3_600_000).toISOString();
    const times = {
      PENDING: { sentAt: null, settledAt: null },
      COMPLETED: { sentAt: hoursAfter(2), settledAt: hoursAfter(24) },
      FAILED: { sentAt: hoursAfter(2), settledAt: hoursAfter(48) },
      CANCELLED: { sentAt: null, settledAt: hoursAfter(1) },
      REJECTED: { sentAt: null, settledAt: hoursAfter(1) },
    }[status];
    return scanFactory.build(
      {
        category: 'WITHDRAWAL',
        status,
        items: [],
        numberOfScans: 0,
        amount: money(-amount, currency),
        comment,
        createdAt,
        accountName: byBank ? DEMO_OLD_BANK_ACCOUNTS[country].holder : 'PayPal',
        accountNumber: byBank ? DEMO_OLD_BANK_ACCOUNTS[country].number : DEMO_EMAIL,
        fee: serverFee(money(amount, currency), DEFAULT_WITHDRAWAL_TERMS[country]),
        method: byBank ? 'TRANSFERWISE' : 'PAYPAL',
        ...times,
      },
      { transient },
    );
  };
  // Every withdrawal as the market allows it (issue 44): at least its minimum, the fee it charges.
  // More returns are made until what is left after those asked is still enough to withdraw.
  const { minimum } = DEFAULT_WITHDRAWAL_TERMS[country];
  const atLeastMinimum = (amount: number) => Math.max(minimum.amount, Math.floor(amount));
  const earnedBy = () => completed.reduce((sum, row) => sum + row.amount.amount, 0);
  const left = () => {
    const earned = earnedBy();
    return earned + credit.amount.amount + debit.amount.amount - atLeastMinimum(earned / 4) - atLeastMinimum(earned / 12);
  };
  while (left() < minimum.amount) completed.push(scan('COMPLETED', daysBefore(referenceDate, 2, 400)));
  const earned = earnedBy();
  const withdrawn = atLeastMinimum(earned / 4);
  const asked = atLeastMinimum(earned / 12);
  const withdrawals = [
    withdrawal('COMPLETED', withdrawn, daysBefore(referenceDate, 60, 300)),
    withdrawal('PENDING', asked, daysBefore(referenceDate, 0, 3)),
    withdrawal('CANCELLED', withdrawn, daysBefore(referenceDate, 30, 200), comments.cancelledWithdrawal),
    withdrawal('FAILED', withdrawn, daysBefore(referenceDate, 30, 200), comments.failedWithdrawal),
  ];
  const rows = [...completed, ...others, credit, debit, ...withdrawals];
  return { rows, balance: earned + credit.amount.amount + debit.amount.amount - withdrawn - asked };
}
