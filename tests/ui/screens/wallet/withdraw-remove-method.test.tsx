import { screen, waitFor, within } from '@testing-library/react';
import type { TransactionRecord } from '../../../../fakes/backend/records';
import { scanFactory } from '../../../../fakes/factories/transaction.factory';
import { money } from '../../../../src/core/shared/money';
import { BOTH, errorText, findAlert, reviewInFrench, withdrawPage } from './withdraw-page';

/** A withdrawal of 5 € on its way to the account the server names. */
const pendingTo = (accountNumber: string): TransactionRecord => ({
  ...scanFactory.build({ id: 'pending-withdrawal' }, { transient: { country: 'fr' } }),
  category: 'WITHDRAWAL',
  status: 'PENDING',
  items: [],
  numberOfScans: 0,
  amount: money(-500, 'EUR'),
  accountName: 'PayPal',
  accountNumber,
});

describe('withdraw page: removing a payout method (issue 20, point 6)', () => {
  it('asks first, keeping it is the focused choice and Escape keeps it; removing the default passes it on', async () => {
    const app = await withdrawPage('fr', { payout: BOTH, transactions: [] });
    await app.user.click(await screen.findByRole('button', { name: 'Remove PayPal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove PayPal' });
    expect(dialog).toHaveTextContent('demo@example.com');
    expect(dialog).toHaveTextContent('It is your default method');
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.customer().payout.methods.PAYPAL).toBeDefined();

    await app.user.click(screen.getByRole('button', { name: 'Remove PayPal' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Remove PayPal' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Payout method removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.customer().payout).toEqual({ methods: { TRANSFERWISE: BOTH.methods.TRANSFERWISE }, default: 'TRANSFERWISE' });
    expect(screen.getByRole('button', { name: /^PayPal/ })).toHaveTextContent('Not set up');
    expect(screen.getByRole('button', { name: /^Bank account/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Remove PayPal' })).not.toBeInTheDocument();
  });

  it('a method a pending withdrawal is paid to: Remove is not offered, and the control says why (issue 44 point 6)', async () => {
    const app = await withdrawPage('fr', { payout: BOTH, transactions: [pendingTo('demo@example.com')] });
    const why = errorText(app, 'payout_method_in_use');
    const remove = await screen.findByRole('button', { name: 'Remove PayPal' });
    await waitFor(() => expect(remove).toHaveAttribute('aria-disabled', 'true'));
    // Said on the page and to a screen reader, and reached by the keyboard all the same.
    expect(remove).toHaveAccessibleDescription(why);
    expect(remove).toBeEnabled();
    expect(screen.getByText(why)).toBeVisible();
    remove.focus();
    await app.user.keyboard('{Enter}');
    await app.user.click(remove);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The withdrawal is paid to PayPal only: the bank account can go.
    const bank = screen.getByRole('button', { name: 'Remove bank account' });
    expect(bank).not.toHaveAttribute('aria-disabled');
    expect(bank).not.toHaveAccessibleDescription();
    expect(app.customer().payout.methods.PAYPAL).toBeDefined();
  });

  it('a withdrawal made on the page: removing the method it is paid to is no longer offered', async () => {
    const app = await withdrawPage('fr', { payout: BOTH, balance: 2000, emailVerified: true, transactions: [] }, 'fr-FR');
    expect(await screen.findByRole('button', { name: 'Supprimer PayPal' })).not.toHaveAttribute('aria-disabled');
    await reviewInFrench(app, '5');
    await app.user.click(screen.getByRole('button', { name: 'Confirmer le retrait' }));
    expect(await screen.findByRole('heading', { name: 'Retrait demandé' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Supprimer PayPal' })).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByRole('button', { name: 'Supprimer PayPal' })).toHaveAccessibleDescription(/Un retrait est en cours vers ce moyen/);
    expect(screen.getByRole('button', { name: 'Supprimer le compte bancaire' })).not.toHaveAttribute('aria-disabled');
  });

  it('the pending withdrawals cannot be read: Remove is offered, and the server’s refusal is said in words', async () => {
    const app = await withdrawPage('fr', { payout: BOTH, transactions: [pendingTo('demo@example.com')], fail: 'transactions' });
    const remove = await screen.findByRole('button', { name: 'Remove PayPal' });
    expect(remove).not.toHaveAttribute('aria-disabled');
    await app.user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Remove PayPal' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const alert = await findAlert('Payout method not removed');
    expect(alert).toHaveTextContent(errorText(app, 'payout_method_in_use'));
    expect(app.customer().payout.methods.PAYPAL).toBeDefined();
  });

  it('a server without the call: says removing is not available here, and nothing changes', async () => {
    const app = await withdrawPage('fr', { payout: BOTH, transactions: [] });
    app.backend.failNext('not_found', { call: 'removePayoutMethod' });
    await app.user.click(await screen.findByRole('button', { name: 'Remove bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove bank account' });
    expect(dialog).toHaveTextContent('•••• 0189');
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await findAlert(/^Removing a payout method is not available here/);
    expect(app.customer().payout.methods.TRANSFERWISE).toBeDefined();
  });

  it('no answer: says it may have been removed; trying again removes it once', async () => {
    const app = await withdrawPage('fr', { payout: BOTH, transactions: [] });
    app.backend.failNext('network_error', { call: 'removePayoutMethod', afterProcessing: true });
    await app.user.click(await screen.findByRole('button', { name: 'Remove bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove bank account' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const alert = await findAlert(/may have been removed, we cannot tell/);
    expect(alert).toHaveTextContent('Trying again is safe');
    expect(app.customer().payout.methods.TRANSFERWISE).toBeUndefined();
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Payout method removed')).toBeInTheDocument();
    expect(app.customer().payout).toEqual({ methods: { PAYPAL: BOTH.methods.PAYPAL }, default: 'PAYPAL' });
  });

  it('offline: nothing was sent, said so, and the method stays', async () => {
    const app = await withdrawPage('fr', { payout: BOTH, transactions: [] });
    app.backend.failNext('offline', { call: 'removePayoutMethod' });
    await app.user.click(await screen.findByRole('button', { name: 'Remove PayPal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove PayPal' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await findAlert(/^You’re offline: nothing was sent/);
    expect(app.customer().payout.methods.PAYPAL).toBeDefined();
  });
});
