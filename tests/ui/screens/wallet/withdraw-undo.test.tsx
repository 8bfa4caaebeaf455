import { act, screen, waitFor, within } from '@testing-library/react';
import { FAKE_SCHEDULER } from '../../../../src/composition/bindings/test';
import { PAYPAL_ONLY, withdrawPage } from './withdraw-page';

// Issue 47 point 3: a confirmed withdrawal is held 10 seconds before it is sent, with a countdown and
// Undo; undone, nothing is sent and the form is as it was; the page left, nothing is sent and the
// next visit says so. The hold's end is the test's to decide (the app's scheduler).

/** A French customer with 20,00 € and PayPal, the amount reviewed and confirmed: held. */
async function held(amount = '12,50') {
  const app = await withdrawPage('fr', { balance: 2000, payout: PAYPAL_ONLY, emailVerified: true }, 'fr-FR');
  const scheduler = app.container.get(FAKE_SCHEDULER);
  scheduler.hold();
  const sent = vi.spyOn(app.gateway, 'withdraw');
  const pendingBefore = app.pendingWithdrawals().length;
  const made = () => app.pendingWithdrawals().length - pendingBefore;
  const field = await screen.findByLabelText('Montant à retirer');
  await app.user.type(field, amount);
  await app.user.click(screen.getByRole('button', { name: 'Vérifier le retrait' }));
  await app.user.click(await screen.findByRole('button', { name: 'Confirmer le retrait' }));
  return { app, scheduler, sent, made };
}

describe('withdraw page: a moment to undo (issue 47 point 3)', () => {
  it('holds the confirmed withdrawal: said once, a countdown on the disabled button, Undo focused; nothing sent yet', async () => {
    const { scheduler, sent } = await held();
    const review = screen.getByRole('region', { name: 'Vérifiez votre retrait' });
    expect(within(review).getByRole('status')).toHaveTextContent('Votre retrait partira dans 10 secondes. Vous pouvez l’annuler d’ici là.');
    expect(within(review).getByRole('button', { name: 'Envoi dans 10 s' })).toBeDisabled();
    expect(within(review).getByRole('button', { name: 'Annuler le retrait' })).toHaveFocus();
    // "Change the amount" is where Undo now is; Confirm is no more.
    expect(within(review).queryByRole('button', { name: 'Confirmer le retrait' })).not.toBeInTheDocument();
    expect(scheduler.pending).toBe(1);
    expect(sent).not.toHaveBeenCalled();
  });

  it('the hold over, it is sent once, as reviewed', async () => {
    const { scheduler, sent, made } = await held();
    scheduler.runAll();
    expect(await screen.findByRole('heading', { name: 'Retrait demandé' })).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]?.[0]).toMatchObject({ amount: { amount: 1250, currency: 'EUR' } });
    expect(made()).toBe(1);
  });

  it('Undo by keyboard: nothing is sent, the form is as it was with the amount focused, and it says so', async () => {
    const { app, scheduler, sent, made } = await held();
    await app.user.keyboard('{Enter}');
    const field = await screen.findByLabelText('Montant à retirer');
    expect(field).toHaveValue('12,50');
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByText(/Retrait de 12,50\s€ annulé : rien n’a été envoyé\./)).toHaveAttribute('role', 'status');
    expect(scheduler.pending).toBe(0);
    scheduler.runAll();
    expect(sent).not.toHaveBeenCalled();
    expect(made()).toBe(0);
  });

  it('the page left during the hold: nothing is sent, and the next visit to the page says so, once', async () => {
    const { app, scheduler, sent, made } = await held();
    act(() => app.location.navigate('/user/account'));
    await screen.findByRole('heading', { level: 1, name: 'Mon compte' });
    expect(scheduler.pending).toBe(0);
    scheduler.runAll();
    expect(sent).not.toHaveBeenCalled();
    await app.user.click(screen.getByRole('link', { name: 'Retirer mon solde' }));
    expect(
      await screen.findByText(
        /Votre retrait de 12,50\s€ n’a pas été envoyé : la page a été quittée avant son départ\. Votre solde n’a pas bougé\./,
      ),
    ).toHaveAttribute('role', 'status');
    // Said once: the next visit after it has nothing to say.
    act(() => app.location.navigate('/user/account'));
    await screen.findByRole('heading', { level: 1, name: 'Mon compte' });
    await app.user.click(screen.getByRole('link', { name: 'Retirer mon solde' }));
    await screen.findByLabelText('Montant à retirer');
    expect(screen.queryByText(/n’a pas été envoyé/)).not.toBeInTheDocument();
    expect(made()).toBe(0);
  });
});
