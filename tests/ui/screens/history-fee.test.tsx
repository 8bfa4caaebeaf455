import { screen, waitFor, within } from '@testing-library/react';
import { scanFactory } from '../../../fakes/factories/transaction.factory';
import type { TransactionRecord } from '../../../fakes/backend/records';
import { money } from '../../../src/core/shared/money';
import { renderApp } from '../../helpers/render-app';

// A withdrawal's fee and what it pays out, in the history item itself (issue 44 point 1): in Japan
// a request under ¥8,800 pays ¥249.

const withdrawal = (id: string, status: TransactionRecord['status'], amount: number, fee: number | null): TransactionRecord => ({
  ...scanFactory.build({ id, createdAt: '2026-11-10T09:00:00.000Z' }, { transient: { country: 'jp' } }),
  category: 'WITHDRAWAL',
  status,
  items: [],
  numberOfScans: 0,
  amount: money(-amount, 'JPY'),
  accountName: 'LINE Pay',
  accountNumber: null,
  ...(fee === null ? {} : { fee: money(fee, 'JPY') }),
});

async function openJapaneseHistory(rows: readonly TransactionRecord[]) {
  const app = await renderApp({
    path: '/user/account',
    locale: 'ja-JP',
    signedInAs: 'jp',
    arrange: (backend) => {
      const demo = backend.findUser('demo@example.com', 'jp');
      if (!demo) throw new Error('no demo user');
      backend.addUser({ ...demo, transactions: rows });
    },
  });
  const history = await screen.findByRole('region', { name: '取引履歴' });
  const open = async (name: RegExp) => {
    await app.user.click(await within(history).findByRole('button', { name }));
    const body = screen.getByRole('region', { name });
    // The body's code loads apart (a chunk of its own): opened, it may say "loading" for a moment.
    await waitFor(() => expect(within(body).queryByRole('status')).not.toBeInTheDocument());
    return body;
  };
  return { ...app, history, open };
}

describe('a withdrawal’s fee in the history (issue 44 point 1)', () => {
  it('shows the fee and the amount received, pending, paid and not paid out alike', async () => {
    const { open } = await openJapaneseHistory([
      withdrawal('pending', 'PENDING', 1000, 249),
      withdrawal('paid', 'COMPLETED', 5000, 249),
      withdrawal('failed', 'FAILED', 2000, 249),
      withdrawal('free', 'COMPLETED', 9000, 0),
    ]);
    const pending = await open(/処理中の出金/);
    expect(pending).toHaveTextContent('手数料：￥249');
    expect(pending).toHaveTextContent('受取予定額：￥751');
    const paid = await open(/^出金 -￥5,000/);
    expect(paid).toHaveTextContent('手数料：￥249');
    expect(paid).toHaveTextContent('受取額：￥4,751');
    const failed = await open(/キャンセルされた出金/);
    expect(failed).toHaveTextContent('予定されていた手数料：￥249');
    expect(failed).toHaveTextContent('受け取る予定だった金額：￥1,751');
    // No fee kept (¥8,800 or more): nothing to say of one.
    const free = await open(/^出金 -￥9,000/);
    expect(free).not.toHaveTextContent('手数料');
    expect(free).toHaveTextContent('出金先：LINE Pay');
  });

  it('says nothing of a fee the server did not give', async () => {
    const { open } = await openJapaneseHistory([withdrawal('unknown', 'COMPLETED', 5000, null)]);
    expect(await open(/^出金/)).not.toHaveTextContent('手数料');
  });

  it('says so when the server’s fee would leave less than nothing, rather than show a negative amount', async () => {
    const { open } = await openJapaneseHistory([withdrawal('odd', 'COMPLETED', 120, 249)]);
    const odd = await open(/^出金/);
    expect(odd).not.toHaveTextContent(/[-−]￥/);
    expect(odd).toHaveTextContent('この出金の手数料は読み取れませんでした');
  });
});
