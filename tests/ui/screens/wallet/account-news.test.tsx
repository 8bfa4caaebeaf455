import { act, screen, waitFor, within } from '@testing-library/react';
import type { Container } from 'inversify';
import type { InMemoryBackend } from '../../../../fakes/backend/in-memory-backend';
import type { TransactionRecord } from '../../../../fakes/backend/records';
import { FAKE_BADGE, TEST_TODAY } from '../../../../src/composition/bindings/test';
import { TOKENS } from '../../../../src/composition/tokens';
import { money } from '../../../../src/core/shared/money';
import type { LastSeen } from '../../../../src/core/wallet/since-last-visit';
import { renderApp } from '../../../helpers/render-app';

// Issue 47 point 1: the account opens with what changed since the customer's last look on this
// device — each change a link to its transaction in the history — and nothing when nothing changed;
// the installed app's icon counts it elsewhere and is cleared by the account.

const DAY = 24 * 60 * 60 * 1000;
const LOOKED = TEST_TODAY.getTime() - DAY;

/** The French demo customer's oldest completed scan and withdrawal: pending at the last look, settled since. */
function settledSince(backend: InMemoryBackend): { scan: TransactionRecord; payout: TransactionRecord } {
  const rows = backend.findUser('demo@example.com', 'fr')!.transactions;
  const scan = rows.find((tx) => tx.category === 'SCAN' && tx.status === 'COMPLETED')!;
  const payout = rows.find((tx) => tx.category === 'WITHDRAWAL' && tx.status === 'COMPLETED')!;
  return { scan, payout };
}

/** What an earlier visit left on this browser: the session's owner, and the account's copy with its last look. */
const lookedBefore = (seen: LastSeen | undefined) => (container: Container) => {
  const tokens = container.get(TOKENS.TokenStore);
  tokens.own('demo-fr', tokens.load()!.session);
  container
    .get(TOKENS.AccountSnapshotStore)
    .write({ customer: 'demo-fr', balance: money(150, 'EUR'), readAt: LOOKED, ...(seen ? { seen } : {}) });
};

const newsCard = () => screen.findByRole('region', { name: 'Since your last visit' });
const historyCard = () => screen.findByRole('region', { name: 'History' });

describe('since your last visit', () => {
  it('names what settled since the last look, each a link that opens its transaction; marks the look and clears the icon', async () => {
    let settled!: ReturnType<typeof settledSince>;
    const { user, container, location } = await renderApp({
      path: '/user/account',
      locale: 'en-GB',
      signedInAs: 'fr',
      arrange: (backend) => (settled = settledSince(backend)),
      device: (c) => lookedBefore({ at: LOOKED, pending: [settled.scan.id, settled.payout.id] })(c),
    });
    const news = await newsCard();
    const credited = `Return credited: €${(settled.scan.amount.amount / 100).toFixed(2)}`;
    const paid = `Withdrawal paid: €${(Math.abs(settled.payout.amount.amount) / 100).toFixed(2)}`;
    expect(
      within(news)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(expect.arrayContaining([credited, paid]));
    expect(within(news).getAllByRole('link')).toHaveLength(2);

    // The link opens that transaction in the history and puts the focus on it.
    await user.click(within(news).getByRole('link', { name: paid }));
    const history = await historyCard();
    await waitFor(() => expect(within(history).getByRole('button', { expanded: true })).toHaveFocus());
    expect(within(history).getByRole('button', { expanded: true })).toHaveAccessibleName(/Withdrawal/);
    expect(location.history?.at(-1)).toBe(`/user/account?tx=${settled.payout.id}`);

    // The look is marked on the device, and the installed app's icon cleared.
    await waitFor(async () => expect((await container.get(TOKENS.AccountSnapshotStore).read())?.seen?.at).toBe(TEST_TODAY.getTime()));
    expect(container.get(FAKE_BADGE).counts).toContain(0);
  });

  it('says nothing when nothing changed since the last look', async () => {
    const { container } = await renderApp({
      path: '/user/account',
      locale: 'en-GB',
      signedInAs: 'fr',
      device: lookedBefore({ at: TEST_TODAY.getTime() - 1000, pending: [] }),
    });
    await within(await historyCard()).findAllByRole('heading', { level: 3 });
    await waitFor(async () => expect((await container.get(TOKENS.AccountSnapshotStore).read())?.seen?.at).toBe(TEST_TODAY.getTime()));
    expect(screen.queryByRole('region', { name: 'Since your last visit' })).not.toBeInTheDocument();
  });

  it('says nothing on a first look (nothing to compare with), and marks it for the next', async () => {
    const { container } = await renderApp({ path: '/user/account', locale: 'en-GB', signedInAs: 'fr', device: lookedBefore(undefined) });
    await within(await historyCard()).findAllByRole('heading', { level: 3 });
    await waitFor(async () => expect((await container.get(TOKENS.AccountSnapshotStore).read())?.seen).toBeDefined());
    expect(screen.queryByRole('region', { name: 'Since your last visit' })).not.toBeInTheDocument();
  });

  it('counts the changes on the installed app’s icon on another page, without marking the look: the account still tells them', async () => {
    let settled!: ReturnType<typeof settledSince>;
    const seen = () => ({ at: LOOKED, pending: [settled.scan.id, settled.payout.id] });
    const { container, location } = await renderApp({
      path: '/user/withdraw',
      locale: 'en-GB',
      signedInAs: 'fr',
      arrange: (backend) => (settled = settledSince(backend)),
      device: (c) => lookedBefore(seen())(c),
    });
    const badge = container.get(FAKE_BADGE);
    await waitFor(() => expect(badge.count).toBe(2), { timeout: 5000 });
    expect((await container.get(TOKENS.AccountSnapshotStore).read())?.seen).toEqual(seen());

    act(() => location.navigate('/user/account'));
    expect(within(await newsCard()).getAllByRole('link')).toHaveLength(2);
    await waitFor(() => expect(badge.count).toBe(0));
  });

  it('counts nothing where the app is not installed (a browser tab): nothing is read for it', async () => {
    const { container } = await renderApp({
      path: '/user/withdraw',
      locale: 'en-GB',
      signedInAs: 'fr',
      device: (c) => {
        c.get(FAKE_BADGE).shown = false;
        lookedBefore({ at: LOOKED, pending: [] })(c);
      },
    });
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(container.get(FAKE_BADGE).counts).toEqual([]);
  });
});
