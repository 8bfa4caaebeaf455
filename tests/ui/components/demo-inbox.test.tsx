import { screen, within } from '@testing-library/react';
import type { DemoControls, DemoMessage } from '../../../src/core/shell/ports/demo-controls.port';
import { renderApp } from '../../helpers/render-app';

/** The demo mailbox: its server is loaded on first use, so the mailbox may take a moment to open. */
describe('demo bar: the mailbox', () => {
  it('shows the button busy while the demo server answers, then the e-mails it sent', async () => {
    let deliver: (messages: readonly DemoMessage[]) => void = () => undefined;
    const controls: DemoControls = {
      enabled: true,
      credentials: null,
      emptyCredentials: null,
      reset: () => undefined,
      inbox: () => new Promise((resolve) => (deliver = resolve)),
      settleWithdrawal: async () => false,
      creditReturn: async () => false,
    };
    const app = await renderApp({ path: '/', locale: 'fr-FR', overrides: { DemoControls: controls } });
    const bar = await screen.findByRole('complementary', { name: 'Mode démo' });
    await app.user.click(within(bar).getByRole('button', { name: 'Outils de démo' }));
    const mailbox = within(bar).getByRole('button', { name: 'Boîte mail de démo' });
    await app.user.click(mailbox);
    expect(mailbox).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();

    deliver([{ kind: 'verification_code', to: 'demo@example.com', payload: '424242', sentAt: 1 }]);
    const dialog = await screen.findByRole('dialog', { name: 'E-mails envoyés dans la démo' });
    expect(within(dialog).getByText('424242')).toBeInTheDocument();
    expect(mailbox).not.toHaveAttribute('aria-busy');
  });

  it('lists what the demo server sent: a reset link to follow', async () => {
    const app = await renderApp({ path: '/', locale: 'fr-FR' });
    expect((await app.backend.resetPassword('demo@example.com', 'fr')).ok).toBe(true);
    const bar = await screen.findByRole('complementary', { name: 'Mode démo' });
    await app.user.click(within(bar).getByRole('button', { name: 'Outils de démo' }));
    await app.user.click(within(bar).getByRole('button', { name: 'Boîte mail de démo' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mails envoyés dans la démo' });
    // The dialog opens at once and lists the mails once the demo server has answered: waited for.
    expect(await within(dialog).findByRole('link', { name: 'Ouvrir le lien de réinitialisation' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/reset-password\?token=/),
    );
  });

  it('shows the security notice of a new payout destination (issue 47 point 4)', async () => {
    const app = await renderApp({ path: '/', locale: 'fr-FR', signedInAs: 'fr' });
    const demo = app.backend.findUser('demo@example.com', 'fr');
    const grant = await app.backend.issueToken({
      client_id: 'test-client',
      country_code: 'fr',
      email: 'demo@example.com',
      grant_type: 'password',
      password: 'demo1234',
    });
    if (!demo || !grant.ok) throw new Error('no demo customer');
    expect((await app.backend.notifyDestinationChange(grant.data.access_token, 'PAYPAL', 'destination_changed')).ok).toBe(true);
    const bar = await screen.findByRole('complementary', { name: 'Mode démo' });
    await app.user.click(within(bar).getByRole('button', { name: 'Outils de démo' }));
    await app.user.click(within(bar).getByRole('button', { name: 'Boîte mail de démo' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mails envoyés dans la démo' });
    expect(
      await within(dialog).findByText(/Avis de sécurité pour demo@example\.com\s: un compte de versement a été ajouté ou modifié/),
    ).toBeInTheDocument();
  });

  it('says when each e-mail came, newest first, so that the last code is told apart (issue 44 point 5)', async () => {
    const at = (minute: number) => new Date(2026, 10, 21, 14, minute).getTime();
    const controls: DemoControls = {
      enabled: true,
      credentials: null,
      emptyCredentials: null,
      reset: () => undefined,
      inbox: async () => [
        { kind: 'verification_code', to: 'demo@example.com', payload: '2222', sentAt: at(7) },
        { kind: 'verification_code', to: 'demo@example.com', payload: '1111', sentAt: at(5) },
      ],
      settleWithdrawal: async () => false,
      creditReturn: async () => false,
    };
    const app = await renderApp({ path: '/', locale: 'fr-FR', overrides: { DemoControls: controls } });
    const bar = await screen.findByRole('complementary', { name: 'Mode démo' });
    await app.user.click(within(bar).getByRole('button', { name: 'Outils de démo' }));
    await app.user.click(within(bar).getByRole('button', { name: 'Boîte mail de démo' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mails envoyés dans la démo' });
    const mails = within(dialog).getAllByRole('listitem');
    expect(mails[0]).toHaveTextContent(/14:07.*2222/);
    expect(mails[1]).toHaveTextContent(/14:05.*1111/);
    expect(mails[0]?.querySelector('time')).toHaveAttribute('datetime', new Date(at(7)).toISOString());
  });
});
