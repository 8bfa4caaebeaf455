import { screen, waitFor, within } from '@testing-library/react';
import { money } from '../../../../src/core/shared/money';
import { BOTH, errorText, findAlert, withdrawPage } from './withdraw-page';

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

  it('the default while a withdrawal is pending: refused in words, and it stays', async () => {
    const app = await withdrawPage('fr', { payout: BOTH, balance: 2000, transactions: [] });
    await app.gateway.withdraw({
      amount: money(500, 'EUR'),
      fee: money(0, 'EUR'),
      method: 'PAYPAL',
      idempotencyKey: 'pending-one',
      customer: '',
      destination: null,
    });
    await app.user.click(await screen.findByRole('button', { name: 'Remove PayPal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove PayPal' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const alert = await findAlert('Payout method not removed');
    expect(alert).toHaveTextContent(errorText(app, 'payout_method_in_use'));
    expect(app.customer().payout.methods.PAYPAL).toBeDefined();
  });

  it('a server without the call: says removing is not available here, and nothing changes', async () => {
    const app = await withdrawPage('fr', { payout: BOTH, transactions: [] });
    app.backend.failNext('not_found', { call: 'removePayoutMethod' });
    await app.user.click(await screen.findByRole('button', { name: 'Remove Bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Bank account' });
    expect(dialog).toHaveTextContent('•••• 0189');
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await findAlert(/^Removing a payout method is not available here/);
    expect(app.customer().payout.methods.TRANSFERWISE).toBeDefined();
  });

  it('no answer: says it may have been removed; trying again removes it once', async () => {
    const app = await withdrawPage('fr', { payout: BOTH, transactions: [] });
    app.backend.failNext('network_error', { call: 'removePayoutMethod', afterProcessing: true });
    await app.user.click(await screen.findByRole('button', { name: 'Remove Bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Bank account' });
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
