import { screen, waitFor, within } from '@testing-library/react';
import { scanFactory } from '../../../fakes/factories/transaction.factory';
import type { TransactionRecord } from '../../../fakes/backend/records';
import { money } from '../../../src/core/shared/money';
import { renderApp } from '../../helpers/render-app';

// Where a payout is (issue 47 point 2): an opened withdrawal shows its steps, each said in words with
// its time, when it usually arrives, and once late, that it is late and how to ask about it. The test
// clock stands on Saturday 21 November 2026.

const withdrawal = (id: string, status: TransactionRecord['status'], createdAt: string, where: Partial<TransactionRecord>) =>
  ({
    ...scanFactory.build({ id, createdAt }, { transient: { country: 'us' } }),
    category: 'WITHDRAWAL',
    status,
    items: [],
    numberOfScans: 0,
    amount: money(-1250, 'USD'),
    accountName: 'PayPal',
    accountNumber: null,
    ...where,
  }) satisfies TransactionRecord;

const ROWS: TransactionRecord[] = [
  // Asked for on Tuesday 10, never sent: PayPal usually pays within a business day.
  withdrawal('late', 'PENDING', '2026-11-10T14:00:00.000Z', { method: 'PAYPAL', sentAt: null, settledAt: null }),
  // Sent on Friday 20 by bank (Wise, 3 business days in the US): due on Wednesday 25.
  withdrawal('fresh', 'PENDING', '2026-11-20T15:00:00.000Z', {
    method: 'TRANSFERWISE',
    sentAt: '2026-11-20T16:00:00.000Z',
    settledAt: null,
  }),
  withdrawal('paid', 'COMPLETED', '2026-11-02T15:00:00.000Z', {
    method: 'PAYPAL',
    sentAt: '2026-11-02T17:00:00.000Z',
    settledAt: '2026-11-03T15:00:00.000Z',
  }),
  withdrawal('failed', 'FAILED', '2026-11-04T15:00:00.000Z', {
    method: 'TRANSFERWISE',
    sentAt: '2026-11-04T17:00:00.000Z',
    settledAt: '2026-11-06T15:00:00.000Z',
  }),
];

async function openHistory(rows: readonly TransactionRecord[]) {
  const app = await renderApp({
    path: '/user/account',
    locale: 'en-US',
    signedInAs: 'us',
    arrange: (backend) => {
      const demo = backend.findUser('demo@example.com', 'us');
      if (!demo) throw new Error('no demo user');
      backend.addUser({ ...demo, transactions: rows });
    },
  });
  const history = await screen.findByRole('region', { name: 'History' });
  const open = async (name: RegExp) => {
    await app.user.click(await within(history).findByRole('button', { name }));
    const body = screen.getByRole('region', { name });
    // The body's code loads apart (a chunk of its own): opened, it may say "loading" for a moment.
    await waitFor(() => expect(within(body).queryByRole('status')).not.toBeInTheDocument());
    return body;
  };
  return { ...app, open };
}

const stepsIn = (body: HTMLElement) =>
  within(within(body).getByRole('list', { name: 'Progress' }))
    .getAllByRole('listitem')
    .map((step) => step.textContent);

describe('where a payout is (issue 47 point 2)', () => {
  it('pending past its estimate: the steps, the estimate, that it is late, and a way to ask about it', async () => {
    const { open, user } = await openHistory(ROWS);
    const late = await open(/Pending withdrawal.*Nov 10/);
    expect(stepsIn(late)).toEqual([
      expect.stringMatching(/^Withdrawal requested: done, November 10, 2026/),
      'Sent to the payment provider: in progress',
      'Paid out: to come',
    ]);
    expect(within(late).getByRole('listitem', { current: 'step' })).toHaveTextContent('Sent to the payment provider');
    expect(late).toHaveTextContent('Usually arrives within 1 business day.');
    expect(late).toHaveTextContent('This withdrawal is taking longer than usual.');

    await user.click(within(late).getByRole('link', { name: 'Contact us about this withdrawal' }));
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue('My withdrawal of November 10, 2026'));
    expect(screen.getByLabelText('Message')).toHaveValue('Reference: late\nDate: November 10, 2026\nAmount: $12.50\n\n');
  });

  it('pending within its estimate: counted from its sending, and nothing said of lateness', async () => {
    const { open } = await openHistory(ROWS);
    const fresh = await open(/Pending withdrawal.*Nov 20/);
    expect(stepsIn(fresh)).toEqual([
      expect.stringMatching(/^Withdrawal requested: done, November 20, 2026/),
      expect.stringMatching(/^Sent to the payment provider: done, November 20, 2026/),
      'Paid out: in progress',
    ]);
    expect(fresh).toHaveTextContent('Usually arrives within 3 business days.');
    expect(fresh).not.toHaveTextContent('longer than usual');
    expect(within(fresh).queryByRole('link', { name: /Contact us/ })).not.toBeInTheDocument();
  });

  it('paid, or failed with the money back: every step done with its time, no estimate', async () => {
    const { open } = await openHistory(ROWS);
    const paid = await open(/^Withdrawal.*Nov 2/);
    expect(stepsIn(paid)).toEqual([
      expect.stringMatching(/^Withdrawal requested: done, November 2, 2026/),
      expect.stringMatching(/^Sent to the payment provider: done, November 2, 2026/),
      expect.stringMatching(/^Paid out: done, November 3, 2026/),
    ]);
    expect(paid).not.toHaveTextContent('Usually arrives');
    const failed = await open(/Canceled withdrawal/);
    expect(stepsIn(failed)).toEqual([
      expect.stringMatching(/^Withdrawal requested: done, November 4, 2026/),
      expect.stringMatching(/^Sent to the payment provider: done, November 4, 2026/),
      expect.stringMatching(/^Not paid out: the money is back in your balance: done, November 6, 2026/),
    ]);
  });

  it('from a server that does not say where it is: no sending step, the market’s slowest estimate', async () => {
    const { open } = await openHistory([withdrawal('silent', 'PENDING', '2026-11-10T14:00:00.000Z', {})]);
    const silent = await open(/Pending withdrawal/);
    expect(stepsIn(silent)).toEqual([expect.stringMatching(/^Withdrawal requested: done/), 'Paid out: in progress']);
    expect(silent).toHaveTextContent('Usually arrives within 3 business days.');
    expect(silent).toHaveTextContent('This withdrawal is taking longer than usual.');
  });
});
