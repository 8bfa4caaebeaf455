import { act, screen, waitFor } from '@testing-library/react';
import { takeResetToken, takeResetTokenAtStart } from '../../../src/ui/app/reset-link-token';
import { renderApp } from '../../helpers/render-app';

describe('the reset link’s token is taken out of the address at start (issue 17, point 13)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each([
    ['/reset-password?token=abc123', 'abc123', '/reset-password'],
    ['/reset-password?utm_source=mail&token=abc123#top', 'abc123', '/reset-password?utm_source=mail#top'],
    ['/fr/reset-password/?token=abc123', 'abc123', '/fr/reset-password/'],
  ])('%s: the token is read and the address replaced by %s, with no history entry added', (address, token, left) => {
    window.history.replaceState({ kept: true }, '', address);
    const entries = window.history.length;
    expect(takeResetToken(window)).toBe(token);
    expect(window.location.href).toBe(`${window.location.origin}${left}`);
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ kept: true });
  });

  it.each(['/login?token=abc123', '/reset-password', '/reset-password?tokens=abc'])('leaves %s alone', (address) => {
    window.history.replaceState(null, '', address);
    expect(takeResetToken(window)).toBeNull();
    expect(window.location.pathname + window.location.search).toBe(address);
  });

  it('hands the token taken at start to the reset screen, which works with it', async () => {
    window.history.replaceState(null, '', '/reset-password?token=placeholder');
    const app = await renderApp({ path: '/login', locale: 'en-US' });
    await app.user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await app.user.type(screen.getByRole('dialog').querySelector('input') as HTMLInputElement, 'demo@example.com{Enter}');
    await screen.findByRole('dialog', { name: 'Check your inbox' });
    const token = app.backend.sent().at(-1)?.payload ?? '';
    await app.user.keyboard('{Escape}');

    // As the link opens the page: the start takes the token, then the screen is shown without it.
    window.history.replaceState(null, '', `/reset-password?token=${token}`);
    takeResetTokenAtStart(window);
    expect(window.location.search).toBe('');
    act(() => app.location.navigate('/reset-password'));
    const again = app;
    await again.user.type(await screen.findByLabelText(/^New password(?!, again)/, { selector: 'input' }), 'brand-new-pass');
    await again.user.type(screen.getByLabelText('New password, again', { selector: 'input' }), 'brand-new-pass');
    await again.user.click(screen.getByRole('button', { name: 'Save my new password' }));
    await waitFor(() => expect(again.location.history?.at(-1)).toBe('/login'));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
  });
});
