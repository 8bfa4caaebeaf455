import { screen, waitFor } from '@testing-library/react';
import { TOKENS } from '../../../src/composition/tokens';
import { FAKE_TOKENS } from '../../../src/composition/bindings/test';
import { renderApp } from '../../helpers/render-app';

describe('the session while the app is open', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renews tokens that near their end, without the customer doing anything', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = await renderApp({ path: '/', locale: 'en-US', signedInAs: 'us' });
    await screen.findByRole('button', { name: /Account menu/ });
    const store = app.container.get(TOKENS.TokenStore);
    const before = store.load();
    if (!before) throw new Error('no session');
    // The test clock stands still: the first tokens are seen with 90 s left of their hour.
    const load = store.load.bind(store);
    vi.spyOn(store, 'load').mockImplementation(() => {
      const saved = load();
      return saved?.accessToken === before.accessToken ? { ...saved, secondsLeft: 90 } : saved;
    });
    vi.advanceTimersByTime(30_000);
    await waitFor(() => expect(store.load()?.accessToken).not.toBe(before.accessToken));
    expect(store.load()?.secondsLeft).toBe(3600);
  });

  it('leaves tokens with time left alone', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = await renderApp({ path: '/', locale: 'en-US', signedInAs: 'us' });
    await screen.findByRole('button', { name: /Account menu/ });
    const before = app.container.get(TOKENS.TokenStore).load();
    vi.advanceTimersByTime(30_000);
    await new Promise((r) => setTimeout(r, 20));
    expect(app.container.get(TOKENS.TokenStore).load()).toEqual(before);
  });

  it('when a refresh is refused: signed out, told why, sent to login with the way back', async () => {
    const app = await renderApp({ path: '/user/profile', locale: 'en-US', signedInAs: 'uk' });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    const refused = app.container.get(TOKENS.TokenStore).load()?.accessToken ?? '';
    app.backend.revokeAllTokens();
    const result = await app.container.get(TOKENS.RefreshSession).execute({ refusedAccessToken: refused });
    expect(result).toEqual({ ok: false, error: { code: 'session_expired' } });
    await waitFor(() => expect(app.location.history?.at(-1)).toBe('/login?returnTo=%2Fuser%2Fprofile'));
    expect(await screen.findByText('Your session has ended. Log in again to continue.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Log in');
  });

  it('when the renewed tokens cannot be saved: signed out and told to allow cookies, in the words the login uses (issue 42)', async () => {
    const app = await renderApp({ path: '/user/profile', locale: 'en-US', signedInAs: 'uk' });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    const tokens = app.container.get(FAKE_TOKENS);
    const refused = tokens.load()?.accessToken ?? '';
    tokens.refuseToSave = true;
    const result = await app.container.get(TOKENS.RefreshSession).execute({ refusedAccessToken: refused });
    expect(result).toEqual({ ok: false, error: { code: 'session_not_saved' } });
    await waitFor(() => expect(app.location.history?.at(-1)).toBe('/login?returnTo=%2Fuser%2Fprofile'));
    expect(await screen.findByText(app.i18n.t('errors:session_not_saved'))).toBeInTheDocument();
    expect(screen.getByText(/Allow cookies for this site/)).toBeInTheDocument();
    expect(screen.queryByText('Your session has ended. Log in again to continue.')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Log in');
  });
});
