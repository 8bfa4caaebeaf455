import { act, screen, waitFor, within } from '@testing-library/react';
import type { Container } from 'inversify';
import { TEST_TODAY } from '../../../src/composition/bindings/test';
import { TOKENS } from '../../../src/composition/tokens';
import { money, type Money } from '../../../src/core/shared/money';
import { SNAPSHOT_KEPT_MS } from '../../../src/core/wallet/account-snapshot';
import { renderApp } from '../../helpers/render-app';
import { shownDigits } from '../../helpers/slot-counter';

// Issue 44 point 4: the balance never reads zero on arrival — the counter rolls from the balance this
// customer saw last on this device, or shows it at once the first time.

const euros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The French demo customer's copy on this browser, as an earlier visit `ago` ms before today left it. */
const seenBefore =
  (balance: Money, ago: number, customer = 'demo-fr') =>
  (container: Container) =>
    container.get(TOKENS.AccountSnapshotStore).write({ customer, balance, readAt: TEST_TODAY.getTime() - ago });

async function balanceCard() {
  const card = await screen.findByRole('region', { name: 'Votre solde' });
  await within(card).findAllByTestId('slot-strip');
  return card;
}

/** The balance read today shown: no longer the device's copy ("Situation à …", issue 46). */
const freshShown = (card: HTMLElement) => waitFor(() => expect(within(card).queryByText(/Situation/)).not.toBeInTheDocument());

describe('account screen: the balance counter starts from the balance seen before', () => {
  it('shows the balance at once the first time on this device, and keeps it as the one seen', async () => {
    const { backend, container } = await renderApp({ path: '/user/account', locale: 'fr-FR', signedInAs: 'fr' });
    const balance = backend.findUser('demo@example.com', 'fr')?.balance ?? money(0, 'EUR');
    const card = await balanceCard();
    expect(shownDigits(card)).toBe(euros(balance.amount));
    expect(card.querySelector('[data-settled]')).not.toBeNull();
    expect(await container.get(TOKENS.AccountSnapshotStore).read()).toMatchObject({
      customer: 'demo-fr',
      balance,
      readAt: TEST_TODAY.getTime(),
    });
  });

  it('rolls from the balance this customer saw last on this device, not from zero', async () => {
    const { backend } = await renderApp({
      path: '/user/account',
      locale: 'fr-FR',
      signedInAs: 'fr',
      device: seenBefore(money(150, 'EUR'), 24 * 60 * 60 * 1000),
    });
    const balance = backend.findUser('demo@example.com', 'fr')?.balance.amount ?? NaN;
    const card = await balanceCard();
    // 1,50 € written in the columns of today's balance: its first digits are the columns 1,50 € did not have.
    const digits = euros(balance).replace(/\D/g, '').length;
    expect(shownDigits(card).replace(/\D/g, '')).toBe('150'.padStart(digits, '0'));
    // Painted from the copy first (issue 46), then today's balance rolls in from it.
    await freshShown(card);
    await within(card).findByText((_, element) => element?.hasAttribute('data-settled') ?? false, {}, { timeout: 2000 });
    expect(shownDigits(card)).toBe(euros(balance));
  });

  it.each([
    ['another customer’s copy', seenBefore(money(150, 'EUR'), 60_000, 'someone-else')],
    ['a copy older than 30 days', seenBefore(money(150, 'EUR'), SNAPSHOT_KEPT_MS + 60_000)],
  ])('never rolls from %s: the balance is shown at once', async (_, device) => {
    const { backend } = await renderApp({ path: '/user/account', locale: 'fr-FR', signedInAs: 'fr', device });
    const card = await balanceCard();
    expect(shownDigits(card)).toBe(euros(backend.findUser('demo@example.com', 'fr')?.balance.amount ?? NaN));
  });

  it('does not roll again when the account is opened again in the same visit', async () => {
    const { location } = await renderApp({
      path: '/user/account',
      locale: 'fr-FR',
      signedInAs: 'fr',
      device: seenBefore(money(150, 'EUR'), 60_000),
    });
    let card = await balanceCard();
    await freshShown(card);
    await within(card).findByText((_, element) => element?.hasAttribute('data-settled') ?? false, {}, { timeout: 2000 });
    const settled = shownDigits(card);
    act(() => location.navigate('/user/profile'));
    await screen.findByRole('region', { name: 'Supprimer mon compte' });
    act(() => location.navigate('/user/account'));
    card = await balanceCard();
    expect(shownDigits(card)).toBe(settled);
    expect(card.querySelector('[data-settled]')).not.toBeNull();
  });
});
