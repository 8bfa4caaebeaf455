import { screen, waitFor, within } from '@testing-library/react';
import { FAKE_TOKENS } from '../../../../src/composition/bindings/test';
import { FakeAuthGateway } from '../../../../fakes/adapters/fake-auth-gateway';
import { FakeUserGateway } from '../../../../fakes/adapters/fake-user-gateway';
import { SessionRenewal } from '../../../../src/adapters/session/session-renewal';
import { LoginUser } from '../../../../src/core/auth/use-cases/login-user';
import { LogoutUser } from '../../../../src/core/auth/use-cases/logout-user';
import { money } from '../../../../src/core/shared/money';
import { errorText, findAlert, PAYPAL_ONLY, reviewInFrench, withdrawPage } from './withdraw-page';
import { renderApp } from '../../../helpers/render-app';
import { RecordingPageReloader } from '../../../../fakes/adapters/recording-page-reloader';

// Issue 42: money safe across tabs and customers. Each case is the probe's, drawn through the real app.

type App = Awaited<ReturnType<typeof withdrawPage>>;

/** An error's words as a text query reads them (no-break spaces as plain ones). */
const said = (app: App, code: Parameters<typeof errorText>[1]) => errorText(app, code).replace(/\s+/g, ' ');

/** A French customer with 20,00 € and PayPal (demo@example.com) as the default method. */
const french = () => withdrawPage('fr', { balance: 2000, payout: PAYPAL_ONLY, emailVerified: true }, 'fr-FR');

const review = reviewInFrench;

/** Another tab of the same browser: the same cookies, a page of its own, the same server. */
function otherTab(app: App) {
  const tokens = app.container.get(FAKE_TOKENS).anotherTab();
  const users = new FakeUserGateway(app.backend, new SessionRenewal(tokens));
  return {
    logout: () => new LogoutUser(tokens, new FakeAuthGateway(app.backend, 'test-client')).execute(),
    login: (email: string, password: string) =>
      new LoginUser(new FakeAuthGateway(app.backend, 'test-client'), users, tokens).execute({ email, password, locale: 'fr-FR' }),
  };
}

describe('a review is confirmed only by whom it was made for (point 1)', () => {
  it('another customer signed in in another tab: nothing is sent for anyone, and the tab starts again for them, saying why', async () => {
    const app = await french();
    const sent = vi.spyOn(app.backend, 'withdraw');
    const card = await review(app, '5');
    const tab = otherTab(app);
    await tab.logout();
    expect((await tab.login('empty@example.com', 'demo1234')).ok).toBe(true);
    await app.user.click(within(card).getByRole('button', { name: 'Confirmer le retrait' }));
    // The tab is loaded again at once (nothing of the last customer's survives a reload), with its notice.
    await waitFor(() => expect(app.reloader.notices).toEqual(['another_customer']));
    expect(app.reloader.visits).toEqual(['/user/withdraw']);
    expect(sent).not.toHaveBeenCalled();
    expect(app.customer().balance).toEqual(money(2000, 'EUR'));
    expect(app.backend.findUser('empty@example.com', 'fr')?.transactions).toEqual([]);
    // Meanwhile this page shows nobody's money: its customer is signed out here.
    await waitFor(() => expect(screen.queryByText(/20,00/)).not.toBeInTheDocument());
  });

  it('the page loaded again says that another account is now signed in on this browser', async () => {
    const reloader = new RecordingPageReloader();
    reloader.pendingNotice = 'another_customer';
    const app = await renderApp({ path: '/user/account', locale: 'fr-FR', signedInAs: 'fr', overrides: { PageReloader: reloader } });
    expect(await screen.findByText(errorText(app, 'another_customer').replace(/\s+/g, ' '))).toBeInTheDocument();
  });
});

describe('the destination confirmed is the destination paid (point 2)', () => {
  it('a PayPal address changed elsewhere during the review: nothing is sent, the review is shown again with the change', async () => {
    const app = await french();
    const sent = vi.spyOn(app.backend, 'withdraw');
    await review(app, '10');
    // Another device changes the PayPal address; this page does not know yet.
    expect((await app.gateway.savePayoutMethod({ method: 'PAYPAL', email: 'new@example.com' })).ok).toBe(true);
    await app.user.click(screen.getByRole('button', { name: 'Confirmer le retrait' }));
    const alert = await findAlert(/Votre moyen de paiement a changé depuis votre vérification/);
    expect(alert).toHaveTextContent(/Avant\s?: PayPal .*demo@example\.com.*Maintenant\s?: PayPal .*new@example\.com/);
    expect(sent).not.toHaveBeenCalled();
    const card = screen.getByRole('region', { name: 'Vérifiez votre retrait' });
    expect(card).toHaveTextContent('new@example.com');
    // Confirmed again, it is paid where it now says.
    await app.user.click(within(card).getByRole('button', { name: 'Confirmer le retrait' }));
    expect(await screen.findByText(/Votre demande de retrait est enregistrée|Retrait demandé/)).toBeInTheDocument();
    expect(app.pendingWithdrawals()).toContainEqual(expect.objectContaining({ accountNumber: 'new@example.com' }));
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('the request names the destination reviewed, and a server that would pay another refuses it', async () => {
    const app = await french();
    const pendingBefore = app.pendingWithdrawals().length;
    await review(app, '10');
    // The change lands on the server after the app's check, while the request travels.
    const withdraw = app.backend.withdraw.bind(app.backend);
    const sent = vi.spyOn(app.backend, 'withdraw').mockImplementationOnce(async (...args) => {
      await app.gateway.savePayoutMethod({ method: 'PAYPAL', email: 'late@example.com' });
      return withdraw(...args);
    });
    await app.user.click(screen.getByRole('button', { name: 'Confirmer le retrait' }));
    await findAlert(said(app, 'payout_method_changed'));
    expect(sent.mock.calls[0]?.[1]).toMatchObject({
      payout_destination: expect.stringMatching(/^PAYPAL:d\*\*\*@example\.com:[0-9a-f]{8}$/),
    });
    expect(app.pendingWithdrawals()).toHaveLength(pendingBefore);
  });
});

describe('every refusal is said where it happened (point 5)', () => {
  it('the balance withdrawn from another tab: this tab says its withdrawal was not made and why, above "nothing to withdraw"', async () => {
    const app = await french();
    const pendingBefore = app.pendingWithdrawals().length;
    await review(app, '12,50');
    // Another tab withdraws the whole balance.
    const other = await app.gateway.withdraw({
      amount: money(2000, 'EUR'),
      fee: money(0, 'EUR'),
      method: 'PAYPAL',
      idempotencyKey: 'other-tab',
      customer: '',
      destination: null,
    });
    expect(other.ok).toBe(true);
    await app.user.click(screen.getByRole('button', { name: 'Confirmer le retrait' }));
    const alert = await findAlert(said(app, 'withdrawal_balance_changed'));
    expect(alert).toHaveTextContent('Ce retrait n’a pas été effectué');
    // The new balance replaces the form; the refusal stays said above it.
    expect(
      await screen.findByText(/Votre solde est inférieur au minimum de retrait|Votre solde ne permet pas de retrait/),
    ).toBeInTheDocument();
    expect(await findAlert(said(app, 'withdrawal_balance_changed'))).toBeInTheDocument();
    expect(app.pendingWithdrawals()).toHaveLength(pendingBefore + 1);
  });
});
