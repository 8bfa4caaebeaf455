import { screen, waitFor, within } from '@testing-library/react';
import { TOKENS } from '../../../src/composition/tokens';
import type { RecordingAnalytics } from '../../../fakes/adapters/recording-analytics';
import { renderApp } from '../../helpers/render-app';

describe('reset password from the emailed link', () => {
  it('needs 8 characters typed twice alike; then the new password works and the link is spent', async () => {
    // The test world is seeded: the same seed gives the same world, so a link made in the app's
    // own backend is usable once the app is at that address. Start on the login screen, ask for
    // the link through the forgot-password dialog, then follow it.
    const app = await renderApp({ path: '/login', locale: 'en-US' });
    const { user, backend, location } = app;
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText('Email', { selector: 'input' }), 'demo@example.com{Enter}');
    await screen.findByRole('dialog', { name: 'Check your inbox' });
    const token = backend.sent().at(-1)?.payload ?? '';
    await user.keyboard('{Escape}');
    location.navigate(`/reset-password?token=${token}`);

    const password = await screen.findByLabelText(/^New password$|^New password(?!, again)/, { selector: 'input' });
    const again = screen.getByLabelText('New password, again', { selector: 'input' });
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Save my new password' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining('Use at least 8 characters.')));
    await user.clear(password);
    await user.type(password, 'brand-new-pass');
    await user.type(again, 'brand-new-pasS');
    await user.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(again).toHaveAccessibleDescription('The two passwords do not match.');
    await user.clear(again);
    await user.type(again, 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Save my new password' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(
      (
        await backend.issueToken({
          client_id: 'test-client',
          country_code: 'us',
          email: 'demo@example.com',
          grant_type: 'password',
          password: 'brand-new-pass',
        })
      ).ok,
    ).toBe(true);

    location.navigate(`/reset-password?token=${token}`);
    await user.type(await screen.findByLabelText('New password, again', { selector: 'input' }), 'another-pass');
    await user.type(screen.getByLabelText(/^New password(?!, again)/, { selector: 'input' }), 'another-pass');
    await user.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(await screen.findByText('Password link already used. Ask for a new one from the login page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link from the login page' })).toHaveAttribute('href', '/login');
  });

  it('says a link without its token is incomplete', async () => {
    await renderApp({ path: '/reset-password', locale: 'fr-FR' });
    expect(await screen.findByText(/Ce lien est incomplet/)).toBeInTheDocument();
  });
});

describe('contact form', () => {
  it('checks every field, sends to customer care, and thanks', async () => {
    const { user, backend, location } = await renderApp({ path: '/contact-us', locale: 'en-GB' });
    await user.click(await screen.findByRole('button', { name: 'Send the message' }));
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true'));
    for (const [label, message] of [
      ['Name', 'Enter your name.'],
      ['Email', 'Enter your email address.'],
      ['Subject', 'Fill in this field.'],
    ] as const) {
      expect(screen.getByLabelText(label, { selector: 'input' })).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(backend.received()).toHaveLength(0);
    await user.type(screen.getByLabelText('Name', { selector: 'input' }), 'Sam');
    await user.type(screen.getByLabelText('Email', { selector: 'input' }), 'sam@example.co.uk');
    await user.type(screen.getByLabelText('Subject', { selector: 'input' }), 'Bin full');
    await user.type(screen.getByLabelText('Message'), 'The bin at Market Hall was full today.');
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/thank-you'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeInTheDocument();
    expect(backend.received()).toEqual([
      expect.objectContaining({ kind: 'contact', country: 'uk', payload: expect.objectContaining({ subject: 'Bin full' }) }),
    ]);
  });

  it('keeps the message when sending fails', async () => {
    const { user, backend } = await renderApp({ path: '/contact-us', locale: 'en-US', signedInAs: 'us' });
    const email = await screen.findByLabelText('Email', { selector: 'input' });
    await waitFor(() => expect(email).toHaveValue('demo@example.com'));
    await user.type(screen.getByLabelText('Subject', { selector: 'input' }), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'A long message');
    backend.failNext('network_error', { call: 'receiveSupport' });
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await within(screen.getByRole('alert')).findByText('Message not sent')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('A long message');
  });
});

describe('data-subject request', () => {
  it('asks for the type and identity, the last 4 phone digits only if the customer has them, then thanks', async () => {
    const { user, backend, location } = await renderApp({ path: '/dsar', locale: 'ja-JP' });
    await user.click(await screen.findByRole('button', { name: '請求を送信する' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '請求の種類' })).toHaveAccessibleDescription('請求の種類を選択してください。'),
    );
    // The app never asks for a phone number: its last digits are optional (issue 20, point 3).
    const phone = screen.getByLabelText('電話番号の下4桁（任意）', { selector: 'input' });
    expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(phone, '567');
    await user.click(screen.getByRole('button', { name: '請求を送信する' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('電話番号の下4桁を入力するか、空欄のままにしてください。'));
    await user.clear(phone);
    await user.selectOptions(screen.getByRole('combobox', { name: '請求の種類' }), 'erasure');
    await user.type(screen.getByLabelText('氏名', { selector: 'input' }), '佐藤 花子');
    await user.type(screen.getByLabelText('アカウントのメールアドレス', { selector: 'input' }), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: '請求を送信する' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/thank-you'));
    expect(backend.received()).toEqual([
      expect.objectContaining({ kind: 'dsar', country: 'jp', payload: expect.objectContaining({ type: 'erasure', phone_last4: '' }) }),
    ]);
  });
});

describe('consent and analytics', () => {
  it('loads nothing before consent, starts after "accept", and counts pages from then on', async () => {
    const { user, container } = await renderApp({ path: '/', locale: 'en-US' });
    const analytics = container.get(TOKENS.Analytics) as RecordingAnalytics;
    const banner = await screen.findByRole('region', { name: 'Cookies on Circulo' });
    expect(banner).toHaveAttribute('lang', 'en');
    expect(analytics.enabled).toBe(false);
    await user.click(within(banner).getByRole('button', { name: 'Accept analytics' }));
    expect(analytics.enabled).toBe(true);
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(analytics.pages).toEqual(['/', '/faq']));
  });

  it('never starts analytics after "necessary only"', async () => {
    const { user, container } = await renderApp({ path: '/', locale: 'fr-FR' });
    const analytics = container.get(TOKENS.Analytics) as RecordingAnalytics;
    const banner = await screen.findByRole('region', { name: 'Les cookies sur Circulo' });
    expect(banner).toHaveAttribute('lang', 'fr');
    await user.click(within(banner).getByRole('button', { name: 'Cookies nécessaires uniquement' }));
    expect(analytics.enabled).toBe(false);
  });

  it('shows no banner and starts no analytics with headless, even after an earlier consent', async () => {
    const { container } = await renderApp({
      path: '/faq?headless',
      locale: 'en-US',
      headless: true,
      overrides: { ConsentStore: { load: () => 'granted', save: () => undefined } },
    });
    await screen.findByRole('heading', { level: 1 });
    expect((container.get(TOKENS.Analytics) as RecordingAnalytics).enabled).toBe(false);
  });
});
