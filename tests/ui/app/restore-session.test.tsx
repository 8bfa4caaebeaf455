import { screen, waitFor, within } from '@testing-library/react';
import { RestoreSession } from '../../../src/core/auth/use-cases/restore-session';
import { err } from '../../../src/core/shared/result';
import { renderApp } from '../../helpers/render-app';

/** The app starts with the saved session of the US demo account while the server cannot be reached. */
async function startDuringOutage() {
  // RestoreSession's contract: err when the server could not be reached, tokens kept.
  const restore = vi.spyOn(RestoreSession.prototype, 'execute').mockResolvedValueOnce(err({ code: 'network_error' }));
  const app = await renderApp({ path: '/', locale: 'en-US', signedInAs: 'us' });
  const notice = await screen.findByText(/could not reach Circulo to sign you back in/);
  return { ...app, restore, notice: notice.closest('[role="status"]') as HTMLElement };
}

describe('a short outage at start', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the signed-out site with a status message and a Retry that signs in once the server answers', async () => {
    const { user, restore, notice } = await startDuringOutage();
    expect(notice).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' })).toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /account menu for alex morgan/i })).toBeInTheDocument();
    expect(restore).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/could not reach Circulo/)).not.toBeInTheDocument();
    // The keyboard stays on the page: the notice moves it to main once the retry's answer is in,
    // after the sign-in is drawn (an async continuation, not a render), so the test waits for it.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('keeps the message and the Retry when the server is still unreachable', async () => {
    const { user, backend, restore, notice } = await startDuringOutage();
    backend.failNext('network_error');
    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(restore).toHaveBeenCalledTimes(2));
    expect(await screen.findByText(/could not reach Circulo/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('says it in the customer’s language', async () => {
    vi.spyOn(RestoreSession.prototype, 'execute').mockResolvedValueOnce(err({ code: 'timeout' }));
    await renderApp({ path: '/', locale: 'fr-FR', signedInAs: 'fr' });
    expect(await screen.findByText(/Impossible de joindre Circulo pour vous reconnecter/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('says nothing when there was simply no session', async () => {
    await renderApp({ path: '/', locale: 'en-US' });
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
