import { screen, waitFor, within } from '@testing-library/react';
import { TOKENS } from '../../../src/composition/tokens';
import { renderApp } from '../../helpers/render-app';

/** The demo bar plays the payout provider and the cleaning facility: a pending withdrawal paid or refused, a return credited. */
describe('demo bar: settling the pending withdrawal', () => {
  async function openTools(path: string, signedIn: boolean) {
    const app = await renderApp({ path, locale: 'fr-FR', ...(signedIn ? { signedInAs: 'fr' as const } : {}) });
    const bar = await screen.findByRole('complementary', { name: 'Mode démo' });
    await app.user.click(within(bar).getByRole('button', { name: 'Outils de démo' }));
    return { ...app, bar };
  }

  async function pendingWithdrawals(app: Awaited<ReturnType<typeof openTools>>) {
    const token = app.container.get(TOKENS.TokenStore).load()?.accessToken ?? null;
    const rows = await app.backend.transactions(token, { type: 'WITHDRAWAL', status: 'PENDING' });
    if (!rows.ok) throw new Error('history unavailable');
    return rows.data;
  }

  it('completes the oldest pending withdrawal and reloads the page to show it', async () => {
    const app = await openTools('/user/account', true);
    const before = await pendingWithdrawals(app);
    expect(before.length).toBeGreaterThan(0);
    await app.user.click(within(app.bar).getByRole('button', { name: 'Valider le retrait en attente' }));
    await waitFor(() => expect(app.reloader.visits).toEqual(['/user/account']));
    expect(await pendingWithdrawals(app)).toHaveLength(before.length - 1);
  });

  it('fails it: the amount goes back to the balance', async () => {
    const app = await openTools('/user/account', true);
    const token = app.container.get(TOKENS.TokenStore).load()?.accessToken ?? null;
    const balanceBefore = await app.backend.balance(token);
    const [pending] = await pendingWithdrawals(app);
    await app.user.click(within(app.bar).getByRole('button', { name: 'Faire échouer le retrait en attente' }));
    await waitFor(() => expect(app.reloader.visits).toHaveLength(1));
    const balanceAfter = await app.backend.balance(token);
    if (!balanceBefore.ok || !balanceAfter.ok || !pending) throw new Error('set-up');
    expect(balanceAfter.data.amount).toBe(balanceBefore.data.amount + Math.abs(pending.amount.amount));
  });

  it('says so when nothing is pending, and does not reload', async () => {
    const app = await openTools('/user/account', true);
    for (let i = (await pendingWithdrawals(app)).length; i > 0; i--)
      await app.backend.settleWithdrawal(app.container.get(TOKENS.TokenStore).load()?.accessToken ?? null, 'completed');
    await app.user.click(within(app.bar).getByRole('button', { name: 'Valider le retrait en attente' }));
    expect(await within(app.bar).findByRole('status')).toHaveTextContent('Aucun retrait en attente.');
    expect(app.reloader.visits).toEqual([]);
  });

  it('credits the oldest pending return, its amount joining the balance; with none pending, a new one (issue 47 point 7)', async () => {
    const app = await openTools('/user/account', true);
    const token = app.container.get(TOKENS.TokenStore).load()?.accessToken ?? null;
    const pendingScans = async () => {
      const rows = await app.backend.transactions(token, { type: 'SCAN', status: 'PENDING' });
      if (!rows.ok) throw new Error('history unavailable');
      return rows.data;
    };
    const balance = async () => {
      const read = await app.backend.balance(token);
      if (!read.ok) throw new Error('balance unavailable');
      return read.data.amount;
    };
    const [pending] = await pendingScans();
    if (!pending) throw new Error('the demo customer has a pending return');
    const before = await balance();
    await app.user.click(within(app.bar).getByRole('button', { name: 'Créditer un retour' }));
    await waitFor(() => expect(app.reloader.visits).toEqual(['/user/account']));
    expect(await pendingScans()).toEqual([]);
    expect(await balance()).toBe(before + pending.amount.amount);

    const scans = async () => {
      const rows = await app.backend.transactions(token, { type: 'SCAN', status: 'COMPLETED' });
      return rows.ok ? rows.data.length : -1;
    };
    const credited = await scans();
    await app.user.click(within(app.bar).getByRole('button', { name: 'Créditer un retour' }));
    await waitFor(() => expect(app.reloader.visits).toHaveLength(2));
    expect(await scans()).toBe(credited + 1);
  });

  it('is not offered to a visitor who is not signed in', async () => {
    const app = await openTools('/', false);
    expect(within(app.bar).queryByRole('button', { name: 'Valider le retrait en attente' })).toBeNull();
    expect(app.reloader.visits).toEqual([]);
  });
});
