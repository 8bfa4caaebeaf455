import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { FAKE_BACKEND, TEST_TODAY } from '../../../../src/composition/bindings/test';
import { TOKENS } from '../../../../src/composition/tokens';
import { freshRecord } from '../../../../src/core/wallet/destination-recheck';
import { renderApp } from '../../../helpers/render-app';
import { BOTH, errorText, findAlert, PAYPAL_ONLY, withdrawPage } from './withdraw-page';

const DAY = 24 * 60 * 60_000;

/** Opens a payout method's dialog by its button; gives the dialog. */
async function open(app: { user: UserEvent }, name: string) {
  await app.user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

async function confirmWith(app: { user: UserEvent }, dialog: HTMLElement, password: string) {
  const field = await within(dialog).findByLabelText('Password');
  await app.user.clear(field);
  await app.user.type(field, password);
  await app.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('a new payout destination needs the password again (issue 47 point 4)', () => {
  it('setting up a method asks the password first: a wrong one says the tries left, the right one opens the fields', async () => {
    const app = await withdrawPage('fr', { payout: PAYPAL_ONLY, recheck: 'ask' });
    const dialog = await open(app, 'Set up bank account');
    expect(await within(dialog).findByText(/enter your password before you add or change/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/IBAN/)).not.toBeInTheDocument();

    await confirmWith(app, dialog, 'not-my-password');
    const field = within(dialog).getByLabelText('Password');
    expect(await within(dialog).findByText(errorText(app, 'password_incorrect'))).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(errorText(app, 'password_incorrect'));
    expect((await within(dialog).findByText('4 tries left.')).closest('[role="status"]')).not.toBeNull();

    await confirmWith(app, dialog, 'demo1234');
    expect(await within(dialog).findByLabelText(/IBAN/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('editing a method asks too; once given, the password is not asked again within five minutes, and the server is told', async () => {
    const app = await withdrawPage('fr', { payout: BOTH, recheck: 'ask' });
    const first = await open(app, 'Edit PayPal');
    await confirmWith(app, first, 'demo1234');
    const email = await within(first).findByLabelText('PayPal email address');
    await app.user.clear(email);
    await app.user.type(email, 'camille.new@example.com');
    await app.user.click(within(first).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payout method saved')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(app.backend.sent()).toContainEqual(
        expect.objectContaining({ kind: 'destination_changed', payload: 'PAYPAL:destination_changed' }),
      ),
    );

    const again = await open(app, 'Edit bank account');
    expect(await within(again).findByLabelText(/IBAN/)).toBeInTheDocument();
    expect(within(again).queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('after five wrong passwords the field is closed, and says until when', async () => {
    const app = await withdrawPage('fr', { payout: PAYPAL_ONLY, recheck: 'ask' });
    const customer = app.customer().id;
    const until = TEST_TODAY.getTime() + 12 * 60_000;
    app.container.get(TOKENS.DestinationRecheckStore).write({ ...freshRecord(customer), wrongTries: 5, lockedUntil: until });
    const dialog = await open(app, 'Set up bank account');
    const time = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' }).format(until);
    const said = await within(dialog).findByText(`Too many wrong passwords. You can try again at ${time}.`);
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(within(dialog).getByLabelText('Password')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('offline is said as such, and is not a wrong try', async () => {
    const app = await withdrawPage('fr', { payout: PAYPAL_ONLY, recheck: 'ask' });
    const dialog = await open(app, 'Set up bank account');
    app.backend.failNext('offline', { call: 'issueToken' });
    await confirmWith(app, dialog, 'demo1234');
    expect(dialog).toContainElement(await findAlert(app.i18n.t('errors:offline')));
    expect(within(dialog).queryByText(/tries? left/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveValue('demo1234');
  });

  it('choosing the default method, or removing one, adds no destination: no password asked', async () => {
    const app = await withdrawPage('fr', { payout: BOTH, recheck: 'ask', transactions: [] });
    const removal = await open(app, 'Remove PayPal');
    expect(within(removal).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    expect(within(removal).queryByLabelText('Password')).not.toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await app.user.click(screen.getByRole('button', { name: /^Bank account/ }));
    expect(await screen.findByText('Default method saved')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});

describe('the account page: "A new payout destination was added on …" for seven days (issue 47 point 4)', () => {
  const account = (changedAt: number | undefined, device?: number) =>
    renderApp({
      path: '/user/account',
      locale: 'en-US',
      signedInAs: 'fr',
      arrange: (backend) => {
        const demo = backend.findUser('demo@example.com', 'fr');
        if (demo && changedAt !== undefined) backend.addUser({ ...demo, payout: { ...demo.payout, changedAt } });
      },
      device: (container) => {
        if (device === undefined) return;
        const customer = container.get(FAKE_BACKEND).findUser('demo@example.com', 'fr')?.id ?? '';
        container.get(TOKENS.DestinationRecheckStore).write({ ...freshRecord(customer), changedAt: device });
      },
    });
  const NOTICE = /A new payout destination was added on November 18, 2026 — not you\?/;

  it('shows the server’s time of the change, with a way to say it was not the customer', async () => {
    await account(TEST_TODAY.getTime() - 3 * DAY);
    const notice = await screen.findByText(NOTICE);
    expect(within(notice).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us?topic=payout-destination');
  });

  it('is gone seven days after the change', async () => {
    await account(TEST_TODAY.getTime() - 8 * DAY);
    await screen.findByRole('region', { name: 'Your balance' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/A new payout destination/)).not.toBeInTheDocument();
  });

  it('without the server’s time (the specification’s server), the change this device made speaks', async () => {
    await account(undefined, TEST_TODAY.getTime() - 3 * DAY);
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  });
});

describe('"not you? Contact us" (issue 47 point 4)', () => {
  it('opens the contact form already saying what happened', async () => {
    await renderApp({ path: '/contact-us?topic=payout-destination', locale: 'en-US', signedInAs: 'fr' });
    expect(await screen.findByDisplayValue('A payout destination I did not add')).toBeInTheDocument();
    expect(screen.getByDisplayValue(/A new payout destination was added to my account, and it was not me/)).toBeInTheDocument();
  });
});
