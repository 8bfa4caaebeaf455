import { screen, waitFor } from '@testing-library/react';
import { FakeAuthGateway } from '../../../fakes/adapters/fake-auth-gateway';
import { FakeUserGateway } from '../../../fakes/adapters/fake-user-gateway';
import { FAKE_TOKENS } from '../../../src/composition/bindings/test';
import { SessionRenewal } from '../../../src/adapters/session/session-renewal';
import { TOKENS } from '../../../src/composition/tokens';
import { LoginUser } from '../../../src/core/auth/use-cases/login-user';
import { LogoutUser } from '../../../src/core/auth/use-cases/logout-user';
import { renderApp } from '../../helpers/render-app';

// Issue 42 point 1: every open tab follows sign-in and sign-out in another tab at once.

type App = Awaited<ReturnType<typeof renderApp>>;

/** Another tab of the same browser, and what it tells the others (the BroadcastChannel's message). */
function otherTab(app: App) {
  const tokens = app.container.get(FAKE_TOKENS).anotherTab();
  const users = new FakeUserGateway(app.backend, new SessionRenewal(tokens));
  const told = () => app.container.get(TOKENS.SessionBroadcast).announce();
  return {
    logout: async () => {
      new LogoutUser(tokens, new FakeAuthGateway(app.backend, 'test-client')).execute();
      told();
    },
    login: async (email: string) => {
      const auth = new FakeAuthGateway(app.backend, 'test-client');
      const signedIn = await new LoginUser(auth, users, tokens).execute({ email, password: 'demo1234', locale: 'fr-FR' });
      if (!signedIn.ok) throw new Error('login failed');
    },
    told,
  };
}

describe('a tab follows the others', () => {
  it('signed out in another tab: signed out here at once, said, and the customer page leaves for login', async () => {
    const app = await renderApp({ path: '/user/account', locale: 'fr-FR', signedInAs: 'fr' });
    await screen.findByRole('heading', { level: 1, name: /Bonjour|Mon compte|Votre compte/ });
    await otherTab(app).logout();
    expect(await screen.findByText('Vous n’êtes plus connecté sur ce navigateur.')).toBeInTheDocument();
    await waitFor(() => expect(app.location.history.at(-1)).toMatch(/^\/login/));
    expect(app.reloader.visits).toEqual([]);
  });

  it('signed in in another tab: a visitor’s page takes the session up where it is, when shown again', async () => {
    const app = await renderApp({ path: '/', locale: 'fr-FR' });
    await screen.findByRole('link', { name: 'Se connecter' });
    await otherTab(app).login('demo@example.com');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Se connecter' })).not.toBeInTheDocument());
    expect(app.reloader.visits).toEqual([]);
  });

  it('another customer signed in in another tab: the page starts again for them, never showing one’s name with the other’s figures', async () => {
    const app = await renderApp({ path: '/user/account', locale: 'fr-FR', signedInAs: 'fr' });
    await screen.findByRole('heading', { level: 1 });
    const tab = otherTab(app);
    await tab.logout();
    await tab.login('empty@example.com');
    tab.told();
    await waitFor(() => expect(app.reloader.notices).toEqual(['another_customer']));
    // Signed out here when the first tab signed out, this page was on its way to log in back to the account.
    expect(app.reloader.visits).toEqual(['/login?returnTo=%2Fuser%2Faccount']);
    expect(screen.queryByText(/Camille|Bonjour/)).not.toBeInTheDocument();
  });
});
