import { screen, waitFor, within } from '@testing-library/react';
import { domainError } from '../../../../src/core/shared/domain-error';
import { money, type Currency } from '../../../../src/core/shared/money';
import { err } from '../../../../src/core/shared/result';
import type { Locale } from '../../../../src/core/content/locale';
import type { WithdrawalRequest } from '../../../../src/core/wallet/withdrawal';
import { formatMoney } from '../../../../src/ui/i18n/format';
import { NO_PAYOUT } from '../../../../fakes/backend/records';
import { errorText, findAlert, PAYPAL_ONLY, withdrawPage } from './withdraw-page';

type App = Awaited<ReturnType<typeof withdrawPage>>;

const shown = (minor: number, currency: Currency, locale: Locale) => formatMoney(money(minor, currency), locale);
/** As a text query reads it: the formatter's (narrow) no-break spaces as plain ones. */
const text = (minor: number, currency: Currency, locale: Locale) => shown(minor, currency, locale).replace(/\s+/g, ' ');

/** A French customer with 20,00 € and PayPal as the default method. */
const french = (world: Parameters<typeof withdrawPage>[1] = {}) =>
  withdrawPage('fr', { balance: 2000, payout: PAYPAL_ONLY, emailVerified: true, ...world }, 'fr-FR');

/** Types an amount and asks for the review. */
async function review(app: App, amount: string, labels = { field: 'Montant à retirer', submit: 'Vérifier le retrait' }) {
  const field = await screen.findByLabelText(labels.field);
  await app.user.clear(field);
  await app.user.type(field, amount);
  await app.user.click(screen.getByRole('button', { name: labels.submit }));
  return field;
}

const keyOf = (call: readonly unknown[]) => (call[0] as WithdrawalRequest).idempotencyKey;

describe('withdraw page: the amount (spec §5)', () => {
  it('shows the balance and the minimum as hints, with a numeric keyboard', async () => {
    await french();
    const field = await screen.findByLabelText('Montant à retirer');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(shown(500, 'EUR', 'fr-FR')));
    expect(screen.getByText(text(2000, 'EUR', 'fr-FR'))).toBeInTheDocument();
    // France charges no fee: none is mentioned (issue 44 point 8).
    expect(field).not.toHaveAccessibleDescription(/frais/);
  });

  it('says "fee included" of the minimum only where the market charges a fee (issue 44 point 8)', async () => {
    await withdrawPage('jp', { balance: 5000 }, 'ja-JP');
    const field = await screen.findByLabelText(/出金額/);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('手数料込み'));
  });

  it.each([
    ['1e309', 'amount_invalid'],
    ['5,5,5', 'amount_invalid'],
    ['25', 'amount_above_balance'],
    // Issue 17 point 6: the minimum's message states the amount (a fee only where the market has one: issue 44).
    ['4,99', /Le minimum de retrait est fixé à 5,00\s€\s: saisissez au moins ce montant\.$/],
  ] as const)('"%s" is refused on the field with its translated message (%s)', async (typed, code) => {
    const app = await french();
    const sent = vi.spyOn(app.gateway, 'withdraw');
    const field = await review(app, typed);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      typeof code === 'string' ? expect.stringContaining(errorText(app, code)) : expect.stringMatching(code),
    );
    expect(field).not.toHaveAccessibleDescription(/NaN|errors:/);
    expect(field).toHaveValue(typed);
    expect(field).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Confirmer le retrait' })).not.toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('an unverified email: the spec §8 message, no form, and "Verify now" opens the verification, which leads back here (issue 20)', async () => {
    const app = await french({ emailVerified: false });
    // As a text query reads it: the French no-break spaces as plain ones.
    expect(await screen.findByText(errorText(app, 'email_not_verified').replace(/\s+/g, ' '))).toBeInTheDocument();
    expect(screen.queryByLabelText('Montant à retirer')).not.toBeInTheDocument();
    await app.user.click(await screen.findByRole('button', { name: 'Vérifier maintenant' }));
    await waitFor(() => expect(app.location.history?.at(-1)).toBe('/user/verify-email?returnTo=%2Fuser%2Fwithdraw'));
    const sent =
      app.backend
        .sent()
        .filter((m) => m.kind === 'verification_code')
        .at(-1)?.payload ?? '';
    await app.user.type(await screen.findByLabelText('Code à 4 chiffres', { selector: 'input' }), sent);
    await app.user.click(screen.getByRole('button', { name: 'Confirmer maintenant' }));
    await waitFor(() => expect(app.location.history?.at(-1)).toBe('/user/withdraw'));
    expect(await screen.findByLabelText('Montant à retirer'), 'verified: the withdraw form').toBeInTheDocument();
  });

  it('a balance below the minimum: says so with the minimum, and offers no amount to type', async () => {
    await withdrawPage('us', { balance: 499, payout: PAYPAL_ONLY, emailVerified: true });
    expect(await screen.findByText(/Your balance is below the minimum withdrawal \(\$5\.00\)/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount to withdraw')).not.toBeInTheDocument();
  });

  it('no method set up: says so, and asking for a review points back to the methods', async () => {
    const app = await french({ payout: NO_PAYOUT });
    expect(await screen.findByText(/Aucun moyen de paiement n’est encore configuré/)).toBeInTheDocument();
    await review(app, '10');
    await findAlert(errorText(app, 'payout_method_not_set_up'));
  });
});

describe('withdraw page: review and confirmation, exactly once (issue 9 points 5, 6)', () => {
  it('reviews amount, fee, net and destination; a double click sends one withdrawal; balance and pending withdrawal follow', async () => {
    const app = await french();
    const before = app.pendingWithdrawals().length;
    const sent = vi.spyOn(app.gateway, 'withdraw');
    await review(app, '12,50');
    const card = await screen.findByRole('region', { name: 'Vérifiez votre retrait' });
    expect(within(card).getByRole('heading', { name: 'Vérifiez votre retrait' })).toHaveFocus();
    expect(within(card).getAllByText(text(1250, 'EUR', 'fr-FR'))).toHaveLength(2);
    expect(within(card).getByText(text(0, 'EUR', 'fr-FR'))).toBeInTheDocument();
    expect(within(card).getByText(/PayPal/)).toHaveTextContent('PayPal demo@example.com');
    expect(sent).not.toHaveBeenCalled();

    await app.user.dblClick(within(card).getByRole('button', { name: 'Confirmer le retrait' }));
    const done = await screen.findByText('Retrait demandé');
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(app.pendingWithdrawals()).toHaveLength(before + 1);
    expect(app.customer().balance).toEqual(money(750, 'EUR'));
    expect(screen.getByText(`Nouveau solde : ${text(750, 'EUR', 'fr-FR')}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mon historique' })).toHaveAttribute('href', '/user/account');
  });

  it('afterwards the account page shows the new balance and the withdrawal as pending in the history', async () => {
    const app = await french({ transactions: [] });
    await review(app, '12,50');
    await app.user.click(await screen.findByRole('button', { name: 'Confirmer le retrait' }));
    await app.user.click(await screen.findByRole('link', { name: 'Voir mon historique' }));
    expect(await screen.findByText('Retrait en attente')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    const balance = screen.getByRole('region', { name: 'Votre solde' });
    await waitFor(() => expect(balance).toHaveTextContent(/7,50/));
  });

  it('no answer to the confirmation: says it may have gone through; "Try again" sends the same key, one withdrawal', async () => {
    const app = await french();
    const before = app.pendingWithdrawals().length;
    // The request reaches the server, which makes the withdrawal, but its answer is lost on the way back.
    app.backend.failNext('network_error', { call: 'withdraw', afterProcessing: true });
    const sent = vi.spyOn(app.gateway, 'withdraw');
    await review(app, '12,50');
    await app.user.click(await screen.findByRole('button', { name: 'Confirmer le retrait' }));
    const alert = await findAlert(/nous ne pouvons pas savoir si votre retrait a été enregistré/);
    expect(alert).toHaveTextContent('c’est exactement la même demande qui est renvoyée');
    await app.user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Retrait demandé')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(2);
    expect(keyOf(sent.mock.calls[1] ?? [])).toBe(keyOf(sent.mock.calls[0] ?? []));
    expect(app.pendingWithdrawals()).toHaveLength(before + 1);
    expect(app.customer().balance).toEqual(money(750, 'EUR'));
  });

  it('after no answer, changing nothing and reviewing again keeps the same request; a new amount gets a new one', async () => {
    const app = await french();
    const sent = vi.spyOn(app.gateway, 'withdraw').mockResolvedValue(err(domainError('timeout')));
    await review(app, '12,50');
    await app.user.click(await screen.findByRole('button', { name: 'Confirmer le retrait' }));
    await findAlert(/nous ne pouvons pas savoir/);
    await app.user.click(screen.getByRole('button', { name: 'Modifier le montant' }));
    await review(app, '12,50');
    await app.user.click(await screen.findByRole('button', { name: 'Confirmer le retrait' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
    expect(keyOf(sent.mock.calls[1] ?? [])).toBe(keyOf(sent.mock.calls[0] ?? []));
    await app.user.click(await screen.findByRole('button', { name: 'Modifier le montant' }));
    await review(app, '10');
    await app.user.click(await screen.findByRole('button', { name: 'Confirmer le retrait' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(3));
    expect(keyOf(sent.mock.calls[2] ?? [])).not.toBe(keyOf(sent.mock.calls[0] ?? []));
  });

  it('terms changed since the review: back to the form with the amount kept and the reason said', async () => {
    const app = await french();
    vi.spyOn(app.gateway, 'withdraw').mockResolvedValueOnce(err(domainError('withdrawal_terms_changed')));
    const terms = vi.spyOn(app.gateway, 'withdrawalTerms');
    await review(app, '12,50');
    await app.user.click(await screen.findByRole('button', { name: 'Confirmer le retrait' }));
    await findAlert(errorText(app, 'withdrawal_terms_changed'));
    expect(screen.getByLabelText('Montant à retirer')).toHaveValue('12,50');
    await waitFor(() => expect(terms).toHaveBeenCalled());
  });

  it('a server refusal is said in its translated words and kept on screen', async () => {
    const app = await french();
    vi.spyOn(app.gateway, 'withdraw').mockResolvedValueOnce(err(domainError('amount_invalid', 'Invalid amount')));
    await review(app, '12,50');
    await app.user.click(await screen.findByRole('button', { name: 'Confirmer le retrait' }));
    const field = await screen.findByLabelText('Montant à retirer');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(errorText(app, 'amount_invalid')));
    expect(screen.queryByText('Invalid amount')).not.toBeInTheDocument();
  });

  it('Japan: says before any amount that requests from 8800 yen pay no fee, then the fee of an amount under it and how much more avoids it (issue 47 point 6)', async () => {
    const app = await withdrawPage('jp', { balance: 10000, payout: PAYPAL_ONLY, emailVerified: true }, 'ja-JP');
    const field = await screen.findByLabelText('出金額');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(`${shown(8800, 'JPY', 'ja-JP')}以上の出金は手数料無料です`));
    // The form's live line is there, empty, before anything is typed: what fills it is read out.
    const nudge = within(field.closest('form')!).getByRole('status');
    expect(nudge).toBeEmptyDOMElement();
    await app.user.type(field, '5000');
    expect(nudge).toHaveTextContent(
      `この金額では手数料${text(249, 'JPY', 'ja-JP')}がかかります。あと${text(3800, 'JPY', 'ja-JP')}増やして${text(8800, 'JPY', 'ja-JP')}にすると、手数料は無料です。`,
    );
    await app.user.clear(field);
    await app.user.type(field, '8800');
    expect(nudge).toBeEmptyDOMElement();
    // The customer can still withdraw under it, fee and all.
    await app.user.clear(field);
    await review(app, '5000', { field: '出金額', submit: '内容を確認する' });
    const card = await screen.findByRole('region', { name: '出金内容の確認' });
    expect(within(card).getByText(text(4751, 'JPY', 'ja-JP'))).toBeInTheDocument();
  });

  it('Japan, a balance under 8800 yen: the fee of the amount, with no "more" the balance could not pay', async () => {
    const app = await withdrawPage('jp', { balance: 5000, payout: PAYPAL_ONLY, emailVerified: true }, 'en-US');
    const field = await screen.findByLabelText(/Amount to withdraw/);
    expect(field).toHaveAccessibleDescription(expect.stringContaining(`No fee on withdrawals of ${shown(8800, 'JPY', 'en-US')} or more`));
    await app.user.type(field, '3,000');
    expect(await screen.findByText(`Fee on this amount: ${text(249, 'JPY', 'en-US')}.`)).toHaveAttribute('role', 'status');
  });

  it('France: no fee, no fee line', async () => {
    const app = await french();
    const field = await screen.findByLabelText('Montant à retirer');
    await app.user.type(field, '5');
    expect(within(field.closest('form')!).queryByRole('status')).not.toBeInTheDocument();
  });

  it('Japan: the fee rule is a hint; the review shows the 249 yen fee and the net under 8800 yen, none from 8800', async () => {
    const app = await withdrawPage('jp', { balance: 10000, payout: PAYPAL_ONLY, emailVerified: true }, 'ja-JP');
    const labels = { field: '出金額', submit: '内容を確認する' };
    const field = await screen.findByLabelText(labels.field);
    expect(field).toHaveAccessibleDescription(expect.stringContaining(shown(249, 'JPY', 'ja-JP')));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(shown(8800, 'JPY', 'ja-JP')));
    expect(screen.getByRole('button', { name: /^LINE Pay\s/ })).toBeInTheDocument();
    await review(app, '1000', labels);
    let card = await screen.findByRole('region', { name: '出金内容の確認' });
    expect(within(card).getByText(text(1000, 'JPY', 'ja-JP'))).toBeInTheDocument();
    expect(within(card).getByText(text(249, 'JPY', 'ja-JP'))).toBeInTheDocument();
    expect(within(card).getByText(text(751, 'JPY', 'ja-JP'))).toBeInTheDocument();
    await app.user.click(within(card).getByRole('button', { name: '金額を修正する' }));
    await review(app, '8800', labels);
    card = await screen.findByRole('region', { name: '出金内容の確認' });
    expect(within(card).getAllByText(text(8800, 'JPY', 'ja-JP'))).toHaveLength(2);
    expect(within(card).getByText(text(0, 'JPY', 'ja-JP'))).toBeInTheDocument();
    await app.user.click(within(card).getByRole('button', { name: '出金を確定する' }));
    expect(await screen.findByText('出金を受け付けました')).toBeInTheDocument();
    expect(app.customer().balance).toEqual(money(1200, 'JPY'));
  });
});
