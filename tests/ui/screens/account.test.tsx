import { money } from '../../../src/core/shared/money';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../helpers/render-app';

describe('account screen', () => {
  it('shows the balance in the market currency, formatted for the language', async () => {
    const { backend } = await renderApp({ path: '/user/account', locale: 'en-US', signedInAs: 'us' });
    const cents = backend.findUser('demo@example.com', 'us')?.balance.amount ?? NaN;
    const expected = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
  });

  it('shows yen without decimals in Japanese', async () => {
    const { backend } = await renderApp({ path: '/user/account', locale: 'ja-JP', signedInAs: 'jp' });
    const yen = backend.findUser('demo@example.com', 'jp')?.balance.amount ?? NaN;
    expect(await screen.findByText(`￥${yen.toLocaleString('ja-JP')}`)).toBeInTheDocument();
  });

  it('says what went wrong and retries on demand, never showing a wrong amount', async () => {
    const { backend, user } = await renderApp({ path: '/', locale: 'fr-FR', signedInAs: 'fr' });
    await screen.findByRole('button', { name: /Camille Martin/ });
    backend.failNext('malformed', { call: 'balance' });
    await user.click(await screen.findByRole('link', { name: 'Accéder à mon compte' }));
    const message = await screen.findByText('Le serveur a renvoyé une réponse illisible. Réessayez dans un instant.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    const balanceCard = screen.getByRole('region', { name: 'Votre solde' });
    expect(within(balanceCard).queryByText(/\d\s?€/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await within(balanceCard).findByText(/^\d+,\d{2}\s€$/)).toBeInTheDocument();
  });
});

describe('account screen: a balance in another currency than the market', () => {
  it('does not show a UK customer a balance in euros: it says it cannot show it and offers to try again', async () => {
    const { backend, user } = await renderApp({
      path: '/user/account',
      locale: 'en-GB',
      signedInAs: 'uk',
      arrange: (world) => {
        const uk = world.findUser('demo@example.com', 'uk');
        if (uk) world.addUser({ ...uk, balance: money(1234, 'EUR') });
      },
    });
    const card = await screen.findByRole('region', { name: 'Your balance' });
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('The server sent an answer we could not read. Try again in a moment.');
    expect(card).not.toHaveTextContent(/€|12\.34/);
    const uk = backend.findUser('demo@example.com', 'uk');
    if (uk) backend.addUser({ ...uk, balance: money(1234, 'GBP') });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('£12.34')).toBeInTheDocument();
  });
});

describe('account screen: balance counter and withdraw', () => {
  it('names the balance by its final amount while the digits roll, and offers Withdraw as the primary button', async () => {
    const { backend } = await renderApp({ path: '/user/account', locale: 'fr-FR', signedInAs: 'fr' });
    const cents = backend.findUser('demo@example.com', 'fr')?.balance.amount ?? NaN;
    const expected = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
    const card = await screen.findByRole('region', { name: 'Votre solde' });
    // Testing Library reads the no-break space before « € » as a plain space.
    const amount = await within(card).findByText(expected.replace(/\s/g, ' '));
    expect(amount.closest('[aria-hidden="true"]')).toBeNull();
    // The rolling digits are there for the eyes only.
    for (const strip of within(card).getAllByTestId('slot-strip')) expect(strip.closest('[aria-hidden="true"]')).not.toBeNull();
    const withdraw = within(card).getByRole('link', { name: 'Retirer mon solde' });
    expect(withdraw).toHaveAttribute('href', '/user/withdraw');
    expect(withdraw).toHaveClass('button', 'primary');
  });

  it('takes the customer to the withdraw page from the Withdraw button', async () => {
    const { user, location } = await renderApp({ path: '/user/account', locale: 'en-GB', signedInAs: 'uk' });
    await user.click(await screen.findByRole('link', { name: 'Withdraw' }));
    expect(location.history?.at(-1)).toBe('/user/withdraw');
  });
});
