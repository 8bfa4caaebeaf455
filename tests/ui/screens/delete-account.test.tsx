import { act, screen, waitFor, within } from '@testing-library/react';
import type { InMemoryBackend } from '../../../fakes/backend/in-memory-backend';
import type { TransactionRecord } from '../../../fakes/backend/records';
import { scanFactory } from '../../../fakes/factories/transaction.factory';
import { TOKENS } from '../../../src/composition/tokens';
import type { Locale } from '../../../src/core/content/locale';
import { money } from '../../../src/core/shared/money';
import { renderApp } from '../../helpers/render-app';

/** The US demo customer, with the balance and history a case needs, on the profile page. */
async function profileOf(world: { balance: number; transactions?: readonly TransactionRecord[] }, locale: Locale = 'en-US') {
  const app = await renderApp({ path: '/', locale, signedInAs: 'us' });
  await screen.findByRole('button', { name: /Account menu|Menu du compte/ });
  const demo = app.backend.findUser('demo@example.com', 'us');
  if (!demo) throw new Error('no US demo account');
  app.backend.addUser({ ...demo, balance: money(world.balance, 'USD'), transactions: world.transactions ?? [] });
  act(() => app.location.navigate('/user/profile'));
  const section = await screen.findByRole('region', { name: locale === 'fr-FR' ? 'Supprimer mon compte' : 'Delete my account' });
  return { ...app, section, demo };
}

const pending = (category: 'SCAN' | 'WITHDRAWAL') => scanFactory.build({ category, status: 'PENDING' }, { transient: { country: 'us' } });
const stillThere = (backend: InMemoryBackend) => backend.findUser('demo@example.com', 'us') !== undefined;

describe('delete account (profile)', () => {
  it('with a positive balance: says to withdraw first, links to the withdrawal, and offers no form', async () => {
    const { section } = await profileOf({ balance: 1250 });
    expect(await within(section).findByText(/Your balance must be withdrawn first/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Withdraw my balance' })).toHaveAttribute('href', '/user/withdraw');
    expect(within(section).queryByLabelText('Your password')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Delete my account for good' })).not.toBeInTheDocument();
  });

  it.each(['SCAN', 'WITHDRAWAL'] as const)('with a pending %s: says to contact customer care, with the link', async (category) => {
    const { section } = await profileOf({ balance: 0, transactions: [pending(category)] });
    expect(await within(section).findByText(/still being processed/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Contact customer care' })).toHaveAttribute('href', '/contact-us');
    expect(within(section).queryByLabelText('Your password')).not.toBeInTheDocument();
  });

  it('asks for the password and the box, on their fields, before sending anything', async () => {
    const { section, user, backend } = await profileOf({ balance: 0 });
    const sent = vi.spyOn(backend, 'deleteAccount');
    await user.click(await within(section).findByRole('button', { name: 'Delete my account for good' }));
    const password = within(section).getByLabelText('Your password');
    // The checks are core's, in code fetched once the page shows: drawn once it is there.
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('Enter your password.');
    // The focus moves as the errors are drawn, in the same task.
    expect(password).toHaveFocus();
    expect(within(section).getByRole('checkbox', { name: /cannot be undone/ })).toHaveAccessibleDescription(
      'Check the box to confirm that you understand this cannot be undone.',
    );
    expect(sent).not.toHaveBeenCalled();
  });

  it('a wrong password is said under the password field as the password’s fault, not "email or password"; the account stays', async () => {
    const { section, user, backend } = await profileOf({ balance: 0 });
    await user.type(await within(section).findByLabelText('Your password'), 'not-my-password');
    await user.click(within(section).getByRole('checkbox', { name: /cannot be undone/ }));
    await user.click(within(section).getByRole('button', { name: 'Delete my account for good' }));
    const password = within(section).getByLabelText('Your password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('Your current password is incorrect.');
    expect(within(section).queryByText(/email or password/)).not.toBeInTheDocument();
    expect(stillThere(backend)).toBe(true);
  });

  it('deletes once, ends the session and lands on the home page with an announced confirmation', async () => {
    const { section, user, backend, location, container } = await profileOf({ balance: 0 });
    const sent = vi.spyOn(backend, 'deleteAccount');
    await user.type(await within(section).findByLabelText('Your password'), 'demo1234');
    await user.click(within(section).getByRole('checkbox', { name: /cannot be undone/ }));
    const button = within(section).getByRole('button', { name: 'Delete my account for good' });
    await user.dblClick(button);
    const status = await screen.findByText('Account deleted');
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(location.history?.at(-1)).toBe('/');
    // Straight home: never through login, as a signed-out visitor on a /user page would be sent.
    expect(location.history?.some((entry) => entry.startsWith('/login'))).toBe(false);
    expect((await screen.findAllByRole('link', { name: 'Log in' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(stillThere(backend)).toBe(false);
    expect(container.get(TOKENS.TokenStore).load()).toBeNull();
  });

  it('when a return turns up after the page opened: refused at submit, the reason and its link replace the form', async () => {
    const { section, user, backend, demo } = await profileOf({ balance: 0 });
    const sent = vi.spyOn(backend, 'deleteAccount');
    await user.type(await within(section).findByLabelText('Your password'), 'demo1234');
    await user.click(within(section).getByRole('checkbox', { name: /cannot be undone/ }));
    backend.addUser({ ...demo, balance: money(0, 'USD'), transactions: [pending('SCAN')] });
    await user.click(within(section).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(section).findByRole('link', { name: 'Contact customer care' })).toHaveAttribute('href', '/contact-us');
    expect(within(section).queryByLabelText('Your password')).not.toBeInTheDocument();
    expect((await screen.findByText('Account not deleted')).closest('[role="alert"]')).not.toBeNull();
    expect(sent).not.toHaveBeenCalled();
    expect(stillThere(backend)).toBe(true);
  });

  it('speaks French, the link included', async () => {
    const { section } = await profileOf({ balance: 1250 }, 'fr-FR');
    expect(await within(section).findByText(/Votre solde doit d’abord être retiré/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Retirer mon solde' })).toHaveAttribute('href', '/user/withdraw');
  });
});

describe('delete account: every outcome said as it is (issue 17 points 2, 4, 6)', () => {
  const fill = async (app: Awaited<ReturnType<typeof profileOf>>) => {
    await app.user.type(await within(app.section).findByLabelText('Your password'), 'demo1234');
    await app.user.click(within(app.section).getByRole('checkbox', { name: /cannot be undone/ }));
  };

  it('a double click sends one deletion', async () => {
    const app = await profileOf({ balance: 0 });
    const sent = vi.spyOn(app.backend, 'deleteAccount');
    await fill(app);
    await app.user.dblClick(within(app.section).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(app.location.history.at(-1)).toBe('/'));
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('offline: nothing was sent, the account is not deleted, the password stays', async () => {
    const app = await profileOf({ balance: 0 });
    await fill(app);
    app.backend.failNext('offline', { call: 'deleteAccount' });
    await app.user.click(within(app.section).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(app.section).findByRole('alert')).toHaveTextContent(/offline: nothing was sent, and your account is not deleted/);
    expect(within(app.section).getByLabelText('Your password')).toHaveValue('demo1234');
    expect(stillThere(app.backend)).toBe(true);
  });

  it('a lost answer says the account may have been deleted — not "not deleted"; the session ending next confirms it', async () => {
    const app = await profileOf({ balance: 0 });
    const sent = vi.spyOn(app.backend, 'deleteAccount');
    await fill(app);
    app.backend.failNext('network_error', { call: 'deleteAccount', afterProcessing: true });
    await app.user.click(within(app.section).getByRole('button', { name: 'Delete my account for good' }));
    const alert = await within(app.section).findByRole('alert');
    expect(alert).toHaveTextContent(/your account may have been deleted/);
    expect(screen.queryByText('Account not deleted')).not.toBeInTheDocument();
    expect(stillThere(app.backend)).toBe(false);
    // Trying again meets the revoked session: it was deleted — signed out, home, and said so.
    await app.user.click(within(app.section).getByRole('button', { name: 'Try deleting again' }));
    await waitFor(() => expect(app.location.history.at(-1)).toBe('/'));
    expect((await screen.findAllByText(/Your account was deleted: the answer had been lost/)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/session has expired/i)).not.toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: 'Log in' })).length).toBeGreaterThan(0);
    // Said once, not by both the session's end and the deletion's answer.
    expect(screen.getAllByText('Account deleted')).toHaveLength(1);
    // Sending it again found the session gone before anything was deleted twice.
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('the server has no deletion call: says it is not available here, with customer care, the password kept', async () => {
    const app = await profileOf({ balance: 0 });
    await fill(app);
    app.backend.failNext('not_found', { call: 'deleteAccount' });
    await app.user.click(within(app.section).getByRole('button', { name: 'Delete my account for good' }));
    const alert = await within(app.section).findByRole('alert');
    expect(alert).toHaveTextContent(/not available here/);
    expect(within(alert).getByRole('link', { name: 'Contact customer care' })).toHaveAttribute('href', '/contact-us');
    expect(within(app.section).getByLabelText('Your password')).toHaveValue('demo1234');
  });

  it('a balance above zero but below the minimum: how to have customer care close the account, not "withdraw first"', async () => {
    const app = await profileOf({ balance: 300 });
    const link = await within(app.section).findByRole('link', { name: 'write to customer care' });
    expect(link).toHaveAttribute('href', '/contact-us?topic=close-account');
    expect(within(app.section).queryByRole('link', { name: 'Withdraw my balance' })).not.toBeInTheDocument();
  });
});
