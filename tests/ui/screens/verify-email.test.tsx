import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../helpers/render-app';

/** Signs a brand-new, unverified customer up on the fake server and in, then opens `path`. */
async function unverified(path: string, locale: 'en-US' | 'ja-JP' = 'en-US') {
  const app = await renderApp({ path: `/login?returnTo=${encodeURIComponent(path)}`, locale });
  const created = await app.backend.signUp({
    country_code: locale === 'ja-JP' ? 'jp' : 'us',
    email: 'noa@example.com',
    password: 'long-enough',
    name: 'Noa Diaz',
    zip_code: locale === 'ja-JP' ? '150-0002' : '10001',
    terms_accepted: true,
  });
  if (!created.ok) throw new Error('sign-up failed in test set-up');
  const email = locale === 'ja-JP' ? 'メールアドレス' : 'Email';
  const password = locale === 'ja-JP' ? 'パスワード' : 'Password';
  await app.user.type(await screen.findByLabelText(email, { selector: 'input' }), 'noa@example.com');
  await app.user.type(screen.getByLabelText(password, { selector: 'input' }), 'long-enough{Enter}');
  await waitFor(() => expect(app.location.history?.at(-1)).toBe(path));
  return app;
}

const fullWidth = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
const codesSent = (app: Awaited<ReturnType<typeof renderApp>>) =>
  app.backend.sent().filter((m) => m.kind === 'verification_code' && m.to === 'noa@example.com');

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
