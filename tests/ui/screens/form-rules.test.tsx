import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_LENGTH } from '../../../src/core/shared/validation';
import { renderApp } from '../../helpers/render-app';

/** Every text control in the main area and in an open dialog: inputs (checkboxes aside) and text areas. */
const textControls = () =>
  [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('main input, main textarea, [role="dialog"] input')].filter(
    (el) => el.type !== 'checkbox' && el.type !== 'radio' && el.type !== 'hidden',
  );

const expectLimited = (controls: readonly (HTMLInputElement | HTMLTextAreaElement)[]) => {
  for (const control of controls) {
    expect(control.maxLength, control.name).toBeGreaterThan(0);
    expect(control.maxLength, control.name).toBeLessThanOrEqual(MAX_LENGTH.message);
  }
};

/** A new customer, not verified yet, who logs in and lands on `returnTo`. */
async function signInUnverified(returnTo: string) {
  const app = await renderApp({ path: `/login?returnTo=${encodeURIComponent(returnTo)}`, locale: 'en-US' });
  const created = await app.backend.signUp({
    country_code: 'us',
    email: 'noa@example.com',
    password: 'long-enough',
    name: 'Noa Diaz',
    zip_code: '10001',
    terms_accepted: true,
  });
  if (!created.ok) throw new Error('sign-up failed in test set-up');
  await app.user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'noa@example.com');
  await app.user.type(screen.getByLabelText('Password', { selector: 'input' }), 'long-enough{Enter}');
  await waitFor(() => expect(app.location.history?.at(-1)).toBe(returnTo));
  return app;
}

describe('every text field has a maximum length', () => {
  it.each([
    ['/login', 'Log in', 2],
    ['/signup', 'Create my account', 4],
    ['/reset-password?token=abc', 'Save my new password', 2],
    ['/contact-us', 'Send the message', 4],
    ['/dsar', 'Send the request', 4],
  ])('on %s', async (path, button, count) => {
    await renderApp({ path, locale: 'en-US' });
    await screen.findByRole('button', { name: button });
    const controls = textControls();
    expect(controls).toHaveLength(count);
    expectLimited(controls);
  });

  it('in the forgot-password dialog', async () => {
    const { user } = await renderApp({ path: '/login', locale: 'en-US' });
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    const field = within(screen.getByRole('dialog')).getByLabelText('Email', { selector: 'input' });
    expect(field).toHaveAttribute('maxlength', String(MAX_LENGTH.email));
  });

  it('on the verification form', async () => {
    await signInUnverified('/user/verify-email');
    await screen.findByRole('button', { name: 'Confirm now' });
    const controls = textControls();
    expect(controls).toHaveLength(1);
    expect(controls[0]).toHaveAttribute('maxlength', String(MAX_LENGTH.code));
  });
});

describe('too many attempts (429)', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the button disabled until the server’s wait is over and says when to try again', async () => {
    const app = await renderApp({ path: '/login', locale: 'en-US' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.spyOn(app.backend, 'issueToken').mockResolvedValueOnce({
      ok: false,
      error: { status: 429, code: '', message: 'Too Many Requests', retryAfterSeconds: 60 },
    });
    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'demo@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234{Enter}');
    const alert = await screen.findByText('Too many attempts. Try again in 60 seconds.');
    expect(alert).toHaveAttribute('role', 'alert');
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();

    // Enter in a field does not send either while waiting.
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), '{Enter}');
    expect(app.backend.issueToken).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(59_000));
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(button).toBeEnabled();
    expect(screen.queryByText(/Too many attempts/)).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByRole('button', { name: /account menu for alex morgan/i })).toBeInTheDocument();
  });

  it('waits 30 seconds when the server does not say, in the customer’s language', async () => {
    const app = await renderApp({ path: '/login', locale: 'fr-FR' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.spyOn(app.backend, 'resetPassword').mockResolvedValueOnce({ ok: false, error: { status: 429, code: '', message: '' } });
    await user.click(await screen.findByRole('button', { name: /mot de passe oublié/i }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/e-mail/i, { selector: 'input' }), 'demo@example.com{Enter}');
    // The dialog also holds the page's notification regions while it is open (they would be under its backdrop).
    expect(await within(dialog).findByText('Trop de tentatives. Réessayez dans 30 secondes.')).toHaveAttribute('role', 'alert');
    const button = within(dialog).getByRole('button', { name: 'Envoyer le lien de réinitialisation' });
    expect(button).toBeDisabled();
    // The wait's timer is set by an effect of the render that shows it: that effect runs before the
    // clock moves (it did not always under load, the request's code now loading with its first use).
    await act(async () => undefined);
    act(() => vi.advanceTimersByTime(30_000));
    expect(button).toBeEnabled();
  });

  it('says the wait as Japanese writes it, the number against its unit: 「30秒後」', async () => {
    const app = await renderApp({ path: '/login', locale: 'ja-JP' });
    vi.spyOn(app.backend, 'issueToken').mockResolvedValueOnce({
      ok: false,
      error: { status: 429, code: '', message: 'Too Many Requests', retryAfterSeconds: 30 },
    });
    await app.user.type(await screen.findByLabelText('メールアドレス', { selector: 'input' }), 'demo@example.com');
    await app.user.type(screen.getByLabelText('パスワード', { selector: 'input' }), 'demo1234{Enter}');
    expect(await screen.findByText(/^試行回数が多すぎます。/)).toHaveTextContent(
      /^試行回数が多すぎます。30秒後にもう一度お試しください。$/,
    );
  });
});

describe('the reset link’s token', () => {
  it('leaves the address bar once read, the rest of the address kept, and the form still works', async () => {
    const { user, backend, location } = await renderApp({ path: '/login', locale: 'en-US' });
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText('Email', { selector: 'input' }), 'demo@example.com{Enter}');
    await screen.findByRole('dialog', { name: 'Check your inbox' });
    const token = backend.sent().at(-1)?.payload ?? '';
    await user.keyboard('{Escape}');

    act(() => location.navigate(`/reset-password?utm_source=mail&token=${token}`));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/reset-password?utm_source=mail'));
    expect(location.history?.some((entry) => entry.includes(token))).toBe(false);

    await user.type(await screen.findByLabelText(/^New password(?!, again)/, { selector: 'input' }), 'brand-new-pass');
    await user.type(screen.getByLabelText('New password, again', { selector: 'input' }), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Save my new password' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
  });
});

describe('an unverified customer', () => {
  it.each([
    ['/user/account', 'My account'],
    ['/user/profile', 'Profile'],
  ])('is shown it on %s, and "Verify now" sends a code and opens the verify screen, which will lead back there', async (page, title) => {
    const { user, backend, location } = await signInUnverified(page);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // The notice's code loads for an unverified customer only: it comes after the page's heading.
    const notice = await screen.findByRole('region', { name: 'Your email address is not verified' });
    await user.click(within(notice).getByRole('button', { name: 'Verify now' }));
    expect(await screen.findByText('Code sent')).toBeInTheDocument();
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/user/verify-email?returnTo=${encodeURIComponent(page)}`));
    expect(backend.sent().filter((m) => m.to === 'noa@example.com' && m.kind === 'verification_code')).toHaveLength(1);
  });

  it('stays on the page with the "something went wrong" notification when the code cannot be sent', async () => {
    const { user, backend, location } = await signInUnverified('/user/account');
    const notice = await screen.findByRole('region', { name: 'Your email address is not verified' });
    backend.failNext('network_error');
    await user.click(within(notice).getByRole('button', { name: 'Verify now' }));
    expect(await within(screen.getByRole('alert')).findByText('Something went wrong')).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/user/account');
  });

  it('is told by sign-up whether its first code went out', async () => {
    const { user, backend, location } = await renderApp({ path: '/signup', locale: 'en-US' });
    vi.spyOn(backend, 'sendVerificationCode').mockResolvedValueOnce({
      ok: false,
      error: { status: 500, code: 'RS_0001', message: 'Something went wrong' },
    });
    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'kim@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'long-enough');
    await user.type(screen.getByLabelText('Name', { selector: 'input' }), 'Kim');
    await user.type(screen.getByLabelText(/^ZIP code/, { selector: 'input' }), '10001');
    await user.click(screen.getByLabelText(/I accept the terms/));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/user/verify-email'));
    expect(await within(screen.getByRole('alert')).findByText('Something went wrong')).toBeInTheDocument();
    // The verify screen offers another code.
    expect(await screen.findByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
  });

  it('is not bothered once verified', async () => {
    await renderApp({ path: '/user/account', locale: 'en-US', signedInAs: 'us' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify now' })).not.toBeInTheDocument();
  });
});
