import { screen, waitFor, within } from '@testing-library/react';
import type { WithdrawalRequest } from '../../../../src/core/wallet/withdrawal';
import { BOTH, findAlert, PAYPAL_ONLY, reviewInFrench, withdrawPage } from './withdraw-page';

const french = (world: Parameters<typeof withdrawPage>[1] = {}) =>
  withdrawPage('fr', { balance: 2000, payout: PAYPAL_ONLY, emailVerified: true, ...world }, 'fr-FR');

const review = reviewInFrench;
const keyOf = (call: readonly unknown[]) => (call[0] as WithdrawalRequest).idempotencyKey;

describe('issue 17: one owner of the balance (point 1)', () => {
  it('the withdraw page and the account page read one balance; a withdrawal updates it and the history once', async () => {
    const app = await french();
    const balanceCalls = vi.spyOn(app.gateway, 'balance');
    await review(app, '12');
    await app.user.click(screen.getByRole('button', { name: 'Confirmer le retrait' }));
    expect(await screen.findByText(/Nouveau solde\s*:\s*8,00\s€/)).toBeInTheDocument();
    const historyCalls = vi.spyOn(app.gateway, 'transactions');
    await app.user.click(screen.getByRole('link', { name: 'Voir mon historique' }));
    // The receipt's balance, at once: not read again, not a loading state.
    const card = await screen.findByRole('region', { name: 'Votre solde' });
    expect(within(card).queryByRole('status', { name: /Chargement/ })).not.toBeInTheDocument();
    expect(await within(card).findByText(/8,00\s€/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Retrait en attente.*12,00/ })).toBeInTheDocument();
    expect(balanceCalls).not.toHaveBeenCalled();
    // The history was read once for the list, and the completed returns once for the impact line, which
    // counts them over every page (issue 42 point 3).
    const asked = historyCalls.mock.calls.map(([query]) => query?.type ?? 'all');
    expect(asked.sort()).toEqual(['SCAN', 'all']);
  });
});

describe('issue 17: the review is what will be sent (point 3)', () => {
  it('while the review is shown the payout methods cannot change, and say why', async () => {
    const app = await french({ payout: BOTH });
    await review(app, '10');
    const paypal = screen.getByRole('button', { name: /^PayPal\s/ });
    const bank = screen.getByRole('button', { name: /^Compte bancaire\s/ });
    expect(bank).toBeDisabled();
    expect(paypal).toBeDisabled();
    expect(bank).toHaveAccessibleDescription(/revenez d’abord au montant/);
    expect(screen.getByRole('button', { name: 'Modifier PayPal' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Modifier le montant' }));
    expect(screen.getByRole('button', { name: /^Compte bancaire\s/ })).toBeEnabled();
  });

  it('methods that change underneath the review (another tab) send the customer back to review again, said in words', async () => {
    const app = await french({ payout: BOTH });
    await review(app, '10');
    // Another tab made the bank account the default; coming back to this tab reads the methods again.
    await app.gateway.setDefaultPayoutMethod('TRANSFERWISE');
    document.dispatchEvent(new Event('visibilitychange'));
    await findAlert(/Votre moyen de paiement a changé pendant la vérification/);
    expect(screen.queryByRole('button', { name: 'Confirmer le retrait' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Montant à retirer')).toHaveValue('10');
  });

  it('one label per action: no two buttons on the page say the same thing', async () => {
    const app = await french({ payout: BOTH });
    await review(app, '10');
    const names = screen.getAllByRole('button').map((b) => b.textContent?.trim());
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});

describe('issue 17: each outcome in its own words (point 4)', () => {
  it('offline: nothing left the device, the amount stays, and the same request is sent again', async () => {
    const app = await french();
    const before = app.pendingWithdrawals().length;
    const sent = vi.spyOn(app.gateway, 'withdraw');
    await review(app, '10');
    app.backend.failNext('offline', { call: 'withdraw' });
    await app.user.click(screen.getByRole('button', { name: 'Confirmer le retrait' }));
    await findAlert(/Vous êtes hors ligne : votre demande n’est pas partie et rien n’a été retiré/);
    expect(screen.queryByText(/Notre serveur n’a pas répondu/)).not.toBeInTheDocument();
    expect(app.pendingWithdrawals()).toHaveLength(before);
    await app.user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Retrait demandé' })).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(2);
    expect(keyOf(sent.mock.calls[1] ?? [])).toBe(keyOf(sent.mock.calls[0] ?? []));
    expect(app.pendingWithdrawals()).toHaveLength(before + 1);
  });

  it('a server failure (5xx) is its own outcome: the server may have made it', async () => {
    const app = await french();
    const before = app.pendingWithdrawals().length;
    await review(app, '10');
    app.backend.failNext('server_error', { call: 'withdraw', afterProcessing: true });
    await app.user.click(screen.getByRole('button', { name: 'Confirmer le retrait' }));
    await findAlert(/Notre serveur a rencontré un problème en traitant votre demande/);
    expect(screen.queryByText(/Notre serveur n’a pas répondu/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vérifier dans mon historique' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Retrait demandé' })).toBeInTheDocument();
    expect(app.pendingWithdrawals()).toHaveLength(before + 1);
  });

  it('after an unknown outcome, leaving the page and coming back to the same amount sends the same request', async () => {
    const app = await french();
    const before = app.pendingWithdrawals().length;
    const sent = vi.spyOn(app.gateway, 'withdraw');
    await review(app, '10');
    app.backend.failNext('network_error', { call: 'withdraw', afterProcessing: true });
    await app.user.click(screen.getByRole('button', { name: 'Confirmer le retrait' }));
    await findAlert(/Notre serveur n’a pas répondu/);
    await app.user.click(screen.getByRole('link', { name: 'Vérifier dans mon historique' }));
    await screen.findByRole('heading', { level: 1, name: 'Mon compte' });
    await app.user.click(screen.getByRole('link', { name: 'Retirer mon solde' }));
    // Back on the page: the same request, its outcome still unknown, said again.
    await findAlert(/Notre serveur n’a pas répondu/);
    await app.user.click(screen.getByRole('button', { name: 'Modifier le montant' }));
    expect(await screen.findByText(/Votre retrait de 10,00\s€ vers PayPal.*a peut-être été effectué/)).toBeInTheDocument();
    await review(app, '10');
    await app.user.click(screen.getByRole('button', { name: 'Confirmer le retrait' }));
    expect(await screen.findByRole('heading', { name: 'Retrait demandé' })).toBeInTheDocument();
    expect(keyOf(sent.mock.calls[1] ?? [])).toBe(keyOf(sent.mock.calls[0] ?? []));
    expect(app.pendingWithdrawals()).toHaveLength(before + 1);
  });

  it('signing out while offline ends on the app’s own home page, not a reload into the browser’s offline error', async () => {
    const app = await french();
    app.reloader.online = false;
    await app.user.click(screen.getByRole('button', { name: /^Menu du compte/ }));
    await app.user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(app.location.history.at(-1)).toBe('/'));
    expect(app.reloader.visits).toEqual([]);
    expect((await screen.findAllByRole('link', { name: 'Se connecter' })).length).toBeGreaterThan(0);
  });
});

describe('issue 17: the minimum never traps anyone (point 6)', () => {
  it('"another withdrawal" is not offered when the new balance is below the minimum', async () => {
    const app = await french();
    await review(app, '16');
    await app.user.click(screen.getByRole('button', { name: 'Confirmer le retrait' }));
    expect(await screen.findByRole('heading', { name: 'Retrait demandé' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Faire un autre retrait' })).not.toBeInTheDocument();
  });

  it('a balance above zero but below the minimum is told how to close the account, with the contact form pre-filled', async () => {
    const app = await withdrawPage(
      'jp',
      { balance: 900, payout: { methods: { LINE: { referenceNo: '12345678901' } }, default: 'LINE' }, emailVerified: true },
      'ja-JP',
    );
    expect(await screen.findByText(/残高が最低出金額（￥1,000）に達していないため/)).toBeInTheDocument();
    expect(screen.queryByLabelText('出金額')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'カスタマーサポートにご連絡ください' }));
    const subject = await screen.findByLabelText('件名');
    await waitFor(() => expect(subject).toHaveValue('アカウントの解約について'));
    expect((screen.getByLabelText('お問い合わせ内容') as HTMLTextAreaElement).value).toContain('残高￥900が最低出金額に達していない');
  });
});
