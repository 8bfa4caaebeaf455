import { screen, within } from '@testing-library/react';
import { money } from '../../../../src/core/shared/money';
import { renderApp } from '../../../helpers/render-app';
import { PAYPAL_ONLY } from './withdraw-page';

describe('withdraw page: terms in another currency than the market (issue 17)', () => {
  it('does not offer a withdrawal on terms in euros to a UK customer: it says it cannot read them and offers to try again', async () => {
    const { backend, user } = await renderApp({
      path: '/user/withdraw',
      locale: 'en-GB',
      signedInAs: 'uk',
      arrange: (world) => {
        const demo = world.findUser('demo@example.com', 'uk');
        if (demo) world.addUser({ ...demo, balance: money(2000, 'GBP'), payout: PAYPAL_ONLY, emailVerified: true });
        world.setWithdrawalTerms('uk', { minimum: money(500, 'EUR'), fee: money(0, 'EUR'), feeWaivedFrom: null });
      },
    });
    const said = await screen.findByText('We could not load your balance or the withdrawal terms.');
    const alert = said.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('The server sent an answer we could not read. Try again in a moment.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount to withdraw')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('€');

    backend.setWithdrawalTerms('uk', { minimum: money(500, 'GBP'), fee: money(0, 'GBP'), feeWaivedFrom: null });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Amount to withdraw')).toBeInTheDocument();
  });
});
