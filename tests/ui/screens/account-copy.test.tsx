import { screen, waitFor, within } from '@testing-library/react';
import type { Container } from 'inversify';
import type { InMemoryBackend } from '../../../fakes/backend/in-memory-backend';
import { TEST_TODAY } from '../../../src/composition/bindings/test';
import { TOKENS } from '../../../src/composition/tokens';
import { money } from '../../../src/core/shared/money';
import { historyCopy } from '../../../src/core/wallet/account-snapshot';
import { aScan } from '../../helpers/transactions';
import { holdCalls } from '../../helpers/hold-calls';
import { renderApp } from '../../helpers/render-app';

// Issue 46 point 2: the account paints the device's copy at once — the balance and the history,
// marked "as of" and "updating…" — until the fresh answers replace it; a failed read keeps the copy
// with its age and the reason.

const READ_AT = TEST_TODAY.getTime() - 60 * 60 * 1000;
const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' }).format(READ_AT);

const copiedRow = aScan({ id: 'tx-copied', createdAt: new Date(READ_AT - 24 * 60 * 60 * 1000) });

/** What an earlier visit of the French demo customer left on this browser: the copy, and the session's owner. */
const returning = (container: Container) => {
  const tokens = container.get(TOKENS.TokenStore);
  tokens.own('demo-fr', tokens.load()!.session);
  container
    .get(TOKENS.AccountSnapshotStore)
    .write({ customer: 'demo-fr', balance: money(150, 'EUR'), readAt: READ_AT, history: historyCopy([copiedRow], READ_AT) });
};

const holdMoney = (backend: InMemoryBackend) => holdCalls(backend, ['balance', 'transactions']);

const balanceCard = () => screen.findByRole('region', { name: 'Your balance' });
const historyCard = () => screen.findByRole('region', { name: 'History' });

describe('the account painted from the device’s copy', () => {
  it('a returning customer: the copy at once, "as of" and "updating…", then the fresh figures in its place', async () => {
    let release = () => undefined as void;
    await renderApp({
      path: '/user/account',
      locale: 'en-GB',
      signedInAs: 'fr',
      arrange: (backend) => (release = holdMoney(backend)),
      device: returning,
    });
    const balance = await balanceCard();
    expect(await within(balance).findByText(`As of ${time} · updating…`)).toBeInTheDocument();
    expect(within(balance).getByText('€1.50')).toBeInTheDocument();
    const history = await historyCard();
    expect(within(history).getByText(`As of ${time} · updating…`)).toBeInTheDocument();
    expect(within(history).getAllByRole('heading', { level: 3 })).toHaveLength(1);
    // Nothing to download from a copy: the file is made from the server's answers.
    expect(within(history).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();

    // From the copy to the fresh figures, never through an empty card (a loading state, no rows).
    const blanks: string[] = [];
    const watch = new MutationObserver(() => {
      if (within(balance).queryByText('Loading your balance…')) blanks.push('balance');
      if (within(history).queryByText('Loading your history…') || !within(history).queryAllByRole('heading', { level: 3 }).length)
        blanks.push('history');
    });
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    release();
    await within(history).findByRole('button', { name: /Download/ });
    watch.disconnect();
    expect(blanks).toEqual([]);
    expect(within(history).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(1);
    expect(within(balance).queryByText(/As of/)).not.toBeInTheDocument();
    expect(within(history).queryByText(/As of/)).not.toBeInTheDocument();
  });

  it('a first visit on this device: nothing painted before the server answers, then both the balance and the history’s first rows kept', async () => {
    const { container } = await renderApp({ path: '/user/account', locale: 'en-GB', signedInAs: 'fr' });
    const history = await historyCard();
    await within(history).findByRole('button', { name: /Download/ });
    expect(within(await balanceCard()).queryByText(/As of/)).not.toBeInTheDocument();
    await waitFor(async () => {
      const kept = await container.get(TOKENS.AccountSnapshotStore).read();
      expect(kept?.history?.transactions.length).toBeGreaterThan(0);
    });
    const kept = await container.get(TOKENS.AccountSnapshotStore).read();
    expect(kept).toMatchObject({ customer: 'demo-fr', readAt: TEST_TODAY.getTime(), history: { readAt: TEST_TODAY.getTime() } });
    expect(kept?.history?.transactions.length).toBeLessThanOrEqual(20);
  });

  it('offline: the copy stays, said as offline and as of when', async () => {
    await renderApp({
      path: '/user/account',
      locale: 'en-GB',
      signedInAs: 'fr',
      arrange: (backend) => {
        backend.failNext('offline', { call: 'balance' });
        backend.failNext('offline', { call: 'transactions', times: 2 });
      },
      device: returning,
    });
    const balance = await balanceCard();
    expect(await within(balance).findByText(`Offline — as of ${time}`)).toBeInTheDocument();
    expect(within(balance).getByText('€1.50')).toBeInTheDocument();
    const history = await historyCard();
    expect(await within(history).findByText(`Offline — as of ${time}`)).toBeInTheDocument();
    expect(within(history).getAllByRole('heading', { level: 3 })).toHaveLength(1);
  });

  it('a server error: the copy stays with what went wrong, and “Try again” reads the balance afresh', async () => {
    const { user } = await renderApp({
      path: '/user/account',
      locale: 'en-GB',
      signedInAs: 'fr',
      arrange: (backend) => backend.failNext('server_error', { call: 'balance' }),
      device: returning,
    });
    const balance = await balanceCard();
    expect(await within(balance).findByText(`Not updated — as of ${time}.`)).toBeInTheDocument();
    expect(within(balance).getByText('€1.50')).toBeInTheDocument();
    await user.click(within(balance).getByRole('button', { name: 'Try again' }));
    // The copy stays until the server's balance takes its place.
    await waitFor(() => expect(within(balance).queryByText(/as of/i)).not.toBeInTheDocument());
    await within(balance).findByText((_, element) => element?.hasAttribute('data-settled') ?? false);
    expect(within(balance).queryByText('€1.50')).not.toBeInTheDocument();
  });
});
