import { screen, waitFor, within } from '@testing-library/react';
import type { Container } from 'inversify';
import type { InMemoryBackend } from '../../../../fakes/backend/in-memory-backend';
import { TEST_TODAY } from '../../../../src/composition/bindings/test';
import { TOKENS } from '../../../../src/composition/tokens';
import { money } from '../../../../src/core/shared/money';
import { holdCalls } from '../../../helpers/hold-calls';
import { renderApp } from '../../../helpers/render-app';

// Issue 46 point 2: the withdraw page paints the device's copy at once — the balance as of when and
// the default payout method's name — and the amount can be typed; nothing is decided from the copy:
// Review waits for the fresh balance and terms, says so, and reviews what was typed once they are in.

const READ_AT = TEST_TODAY.getTime() - 60 * 60 * 1000;
const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' }).format(READ_AT);

/** An earlier visit of the French demo customer left this copy: €150.00 and PayPal, an hour ago. */
const returning = (container: Container) => {
  const tokens = container.get(TOKENS.TokenStore);
  tokens.own('demo-fr', tokens.load()!.session);
  container
    .get(TOKENS.AccountSnapshotStore)
    .write({ customer: 'demo-fr', balance: money(15000, 'EUR'), readAt: READ_AT, payoutMethod: 'PAYPAL' });
};

/** The demo customer with €20.00 on the server, whose balance, terms and payout methods answer on `release`. */
function arrangeHeld(backend: InMemoryBackend) {
  const demo = backend.findUser('demo@example.com', 'fr');
  if (!demo) throw new Error('no French demo account');
  backend.addUser({ ...demo, balance: money(2000, 'EUR'), emailVerified: true });
  return holdCalls(backend, ['balance', 'withdrawalTerms', 'payoutMethods']);
}

const formCard = () => screen.findByRole('region', { name: 'Withdrawal' });

/** The returning customer on the withdraw page, the server's answers held until `release`. */
async function returningHeld() {
  let release = () => undefined as void;
  const app = await renderApp({
    path: '/user/withdraw',
    locale: 'en-GB',
    signedInAs: 'fr',
    arrange: (backend) => (release = arrangeHeld(backend)),
    device: returning,
  });
  return { ...app, release: () => release() };
}

describe('the withdraw page painted from the device’s copy', () => {
  it('the copy’s balance and method at once; Review waits, then reviews what was typed', async () => {
    const { user, backend, release } = await returningHeld();
    const card = await formCard();
    expect(await within(card).findByText(`As of ${time} · updating…`)).toBeInTheDocument();
    expect(within(card).getByText('€150.00')).toBeInTheDocument();
    expect(within(card).getByText(/Paid to: PayPal\./)).toBeInTheDocument();
    const field = within(card).getByLabelText('Amount to withdraw');
    expect(field).toHaveAccessibleDescription(/Review waits for your current balance and the withdrawal terms/);
    const sent = vi.spyOn(backend, 'withdraw');

    await user.type(field, '12');
    await user.click(within(card).getByRole('button', { name: 'Review the withdrawal' }));
    expect(await within(card).findByText(/Waiting for your current balance and the terms/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check your withdrawal' })).not.toBeInTheDocument();

    release();
    // The fresh figures are in: the review of what was typed, against the server's balance and terms,
    // the keyboard's focus on its heading (the form it was on is gone).
    const reviewHeading = await screen.findByRole('heading', { name: 'Check your withdrawal' });
    await waitFor(() => expect(reviewHeading).toHaveFocus());
    expect(within(card).queryByText(/As of/)).not.toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('what the copy allowed, the fresh balance refuses: said on the field, nothing reviewed', async () => {
    const { user, release } = await returningHeld();
    const card = await formCard();
    const field = await within(card).findByLabelText('Amount to withdraw');
    // €100 is within the copy's €150, not within the server's €20.
    await user.type(field, '100');
    await user.click(within(card).getByRole('button', { name: 'Review the withdrawal' }));
    release();
    // The fresh form takes the copy's place: what was typed is checked against the server's balance.
    await waitFor(() => expect(within(card).getByLabelText('Amount to withdraw')).toHaveAttribute('aria-invalid', 'true'));
    const fresh = within(card).getByLabelText('Amount to withdraw');
    expect(fresh).toHaveValue('100');
    expect(within(card).getByText('€20.00')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check your withdrawal' })).not.toBeInTheDocument();
  });

  it('offline: the copy stays, said as offline and as of when; Review sends nothing', async () => {
    const { user, backend } = await renderApp({
      path: '/user/withdraw',
      locale: 'en-GB',
      signedInAs: 'fr',
      arrange: (b) => {
        for (const call of ['balance', 'withdrawalTerms', 'payoutMethods'] as const) b.failNext('offline', { call, times: 2 });
      },
      device: returning,
    });
    const card = await formCard();
    expect(await within(card).findByText(`Offline — as of ${time}`)).toBeInTheDocument();
    expect(within(card).getByText('€150.00')).toBeInTheDocument();
    const sent = vi.spyOn(backend, 'withdraw');
    await user.type(within(card).getByLabelText('Amount to withdraw'), '5');
    await user.click(within(card).getByRole('button', { name: 'Review the withdrawal' }));
    expect(await within(card).findByText(/Waiting for your current balance and the terms/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check your withdrawal' })).not.toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('a first visit: the payout methods read join the copy as the default one’s name only', async () => {
    const { container } = await renderApp({ path: '/user/withdraw', locale: 'en-GB', signedInAs: 'fr' });
    await within(await formCard()).findByLabelText('Amount to withdraw');
    await waitFor(async () => expect((await container.get(TOKENS.AccountSnapshotStore).read())?.payoutMethod).toBe('PAYPAL'));
    const kept = await container.get(TOKENS.AccountSnapshotStore).read();
    expect(JSON.stringify(kept)).not.toContain('@example.com');
  });
});
