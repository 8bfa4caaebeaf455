import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Overrides } from '../../../src/composition/create-container';
import { renderApp } from '../../helpers/render-app';

/** Signs a brand-new, unverified customer up on the fake server and in, then opens `path`. */
async function unverified(path: string, locale: 'en-US' | 'ja-JP' | 'fr-FR' = 'en-US', overrides?: Overrides) {
  const app = await renderApp({ path: `/login?returnTo=${encodeURIComponent(path)}`, locale, ...(overrides ? { overrides } : {}) });
  const created = await app.backend.signUp({
    country_code: { 'en-US': 'us', 'ja-JP': 'jp', 'fr-FR': 'fr' }[locale],
    email: 'noa@example.com',
    password: 'long-enough',
    name: 'Noa Diaz',
    zip_code: { 'en-US': '10001', 'ja-JP': '150-0002', 'fr-FR': '75011' }[locale],
    terms_accepted: true,
  });
  if (!created.ok) throw new Error('sign-up failed in test set-up');
  const email = { 'en-US': 'Email', 'ja-JP': 'メールアドレス', 'fr-FR': 'Adresse e-mail' }[locale];
  const password = { 'en-US': 'Password', 'ja-JP': 'パスワード', 'fr-FR': 'Mot de passe' }[locale];
  await app.user.type(await screen.findByLabelText(email, { selector: 'input' }), 'noa@example.com');
  await app.user.type(screen.getByLabelText(password, { selector: 'input' }), 'long-enough{Enter}');
  await waitFor(() => expect(app.location.history?.at(-1)).toBe(path));
  return app;
}

const fullWidth = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
const codesSent = (app: Awaited<ReturnType<typeof renderApp>>) =>
  app.backend.sent().filter((m) => m.kind === 'verification_code' && m.to === 'noa@example.com');

describe('codes sent only when asked (issue 44 point 5)', () => {
  it('opening the withdraw page, or the account, sends no code by itself: "Verify now" does', async () => {
    const app = await unverified('/user/withdraw', 'fr-FR');
    const verify = await screen.findByRole('button', { name: 'Vérifier maintenant' });
    act(() => app.location.navigate('/user/account'));
    await screen.findByRole('heading', { level: 1, name: 'Mon compte' });
    expect(codesSent(app)).toHaveLength(0);
    expect(verify).toBeDefined();
  });
});

describe('the verification code field (issue 17, point 8)', () => {
  it('keeps full-width digits as ASCII digits, and drops letters', async () => {
    await unverified('/user/verify-email');
    const code = await screen.findByLabelText('4-digit code', { selector: 'input' });
    fireEvent.change(code, { target: { value: '１２３４' } });
    expect(code).toHaveValue('1234');
    fireEvent.change(code, { target: { value: '１a２' } });
    expect(code).toHaveValue('12');
  });

  it('leaves an IME composition alone and keeps its committed digits as ASCII', async () => {
    await unverified('/user/verify-email', 'ja-JP');
    const code = await screen.findByLabelText('4桁のコード', { selector: 'input' });
    fireEvent.compositionStart(code);
    fireEvent.input(code, { target: { value: '１２' }, isComposing: true });
    // Mid-composition the text is the IME's: changing it would break the composition.
    expect(code).toHaveValue('１２');
    fireEvent.input(code, { target: { value: '１２３４' }, isComposing: true });
    fireEvent.compositionEnd(code, { data: '１２３４' });
    expect(code).toHaveValue('1234');
  });

  it('verifies the address with the code typed in full-width digits', async () => {
    const app = await unverified('/user/verify-email', 'ja-JP');
    await app.user.click(await screen.findByRole('button', { name: /新しいコードを送信/ }));
    await waitFor(() => expect(codesSent(app)).toHaveLength(1));
    const sent = codesSent(app).at(-1)?.payload ?? '';
    const code = screen.getByLabelText('4桁のコード', { selector: 'input' });
    fireEvent.change(code, { target: { value: fullWidth(sent) } });
    expect(code).toHaveValue(sent);
    await app.user.click(screen.getByRole('button', { name: '今すぐ確認' }));
    await waitFor(() => expect(app.location.history?.at(-1)).toBe('/user/account'));
    expect(app.backend.findUser('noa@example.com', 'jp')?.emailVerified).toBe(true);
  });
});

describe('asking for another code (issue 17, point 12)', () => {
  afterEach(() => vi.useRealTimers());

  /** The app's Clock follows the faked Date, so a test moves the app's time with the timers. */
  const movingClock: Overrides = { Clock: { now: () => new Date() } };

  it('waits 60 s between codes, counting down on the button, across pages, with one notification per code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const app = await unverified('/user/verify-email', 'fr-FR', movingClock);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole('button', { name: 'Envoyer un nouveau code' }));
    await waitFor(() => expect(codesSent(app)).toHaveLength(1));
    const waiting = await screen.findByRole('button', { name: 'Envoyer un nouveau code (1:00)' });
    expect(waiting).toHaveAttribute('aria-disabled', 'true');
    // Still focusable: focus is not lost from the button just pressed.
    expect(waiting).toHaveFocus();
    await user.click(waiting);
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByRole('button', { name: 'Envoyer un nouveau code (0:45)' })).toBeInTheDocument();
    expect(codesSent(app)).toHaveLength(1);

    // Away and back: the wait goes on; "Verify now" meanwhile opens the screen without another code.
    act(() => app.location.navigate('/user/account'));
    const notice = await screen.findByRole('region', { name: /pas encore vérifiée|n’est pas vérifiée/ });
    act(() => vi.advanceTimersByTime(5_000));
    await user.click(within(notice).getByRole('button'));
    await waitFor(() => expect(app.location.history?.at(-1)).toBe('/user/verify-email?returnTo=%2Fuser%2Faccount'));
    expect(await screen.findByRole('button', { name: 'Envoyer un nouveau code (0:40)' })).toHaveAttribute('aria-disabled', 'true');
    expect(codesSent(app)).toHaveLength(1);

    act(() => vi.advanceTimersByTime(40_000));
    const ready = screen.getByRole('button', { name: 'Envoyer un nouveau code' });
    expect(ready).not.toHaveAttribute('aria-disabled');
    await user.click(ready);
    await waitFor(() => expect(codesSent(app)).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Envoyer un nouveau code (1:00)' })).toBeInTheDocument();
    // One notification for the code just sent, not one per code stacked up.
    expect(within(screen.getByRole('status')).getAllByText('Code envoyé')).toHaveLength(1);
    // It says the new code replaces the last one (issue 44 point 5): an older e-mail's code no longer works.
    expect(within(screen.getByRole('status')).getByText(/Ce nouveau code remplace tout code envoyé auparavant/)).toBeInTheDocument();
  });

  it('replaces the notification of a failed send with the one of the send that worked', async () => {
    const app = await unverified('/user/verify-email');
    app.backend.failNext('network_error');
    await app.user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await within(screen.getByRole('alert')).findByText('Something went wrong')).toBeInTheDocument();
    // A failed send starts no wait: the customer may try again at once.
    await app.user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await within(screen.getByRole('status')).findByText('Code sent')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(codesSent(app)).toHaveLength(1);
  });

  it('says a newer code was sent when an older one is typed, after more than one code this visit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const app = await unverified('/user/verify-email', 'en-US', movingClock);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const code = await screen.findByLabelText('4-digit code', { selector: 'input' });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(codesSent(app)).toHaveLength(1));
    const first = codesSent(app).at(-1)?.payload ?? '';
    // One code so far: a wrong code is simply not recognised.
    await user.type(code, first === '0000' ? '1111' : '0000');
    await user.click(screen.getByRole('button', { name: 'Confirm now' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining("Sorry, we don't recognize this code.")));
    expect(code).not.toHaveAccessibleDescription(expect.stringContaining('newer'));

    act(() => vi.advanceTimersByTime(60_000));
    let second = first;
    // Codes are 4 random digits: ask again until the newer differs from the older (the wait each time).
    while (second === first) {
      await user.click(screen.getByRole('button', { name: 'Send a new code' }));
      await waitFor(() => expect(screen.getByRole('button', { name: /^Send a new code \(/ })).toBeInTheDocument());
      second = codesSent(app).at(-1)?.payload ?? '';
      act(() => vi.advanceTimersByTime(60_000));
    }
    await user.clear(code);
    await user.type(code, first);
    await user.click(screen.getByRole('button', { name: 'Confirm now' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining('We sent you a newer code: only the most recent one works.')),
    );
    await user.clear(code);
    await user.type(code, second);
    await user.click(screen.getByRole('button', { name: 'Confirm now' }));
    await waitFor(() => expect(app.location.history?.at(-1)).toBe('/user/account'));
  });
});
