import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../helpers/render-app';

async function openLogin(path = '/login', locale?: 'en-US' | 'fr-FR' | 'ja-JP' | 'en-GB') {
  const app = await renderApp({ path, locale });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

describe('login screen', () => {
  it('is in French by default, with language, email, password, login, sign-up and forgot-password', async () => {
    await openLogin();
    await waitFor(() => expect(document.title).toBe('Connexion · Circulo'));
    expect(within(screen.getByRole('main')).getByRole('combobox', { name: /langue/i })).toHaveValue('fr-FR');
    expect(screen.getByLabelText(/e-mail/i, { selector: 'input' })).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/mot de passe/i, { selector: 'input' })).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: /^se connecter$/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /créer un compte/i })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: /mot de passe oublié/i })).toBeInTheDocument();
  });

  it('shows both messages, marks both fields invalid and sends nothing when they are empty', async () => {
    const { user, backend } = await openLogin('/login', 'en-US');
    const issued = vi.spyOn(backend, 'issueToken');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText('Email', { selector: 'input' });
    const password = screen.getByLabelText('Password', { selector: 'input' });
    // The sign-in's code loads with its first use when the page has not fetched it yet (issue 47 point 4: the start's budget).
    await vi.waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Enter your password.');
    // The focus moves to the first invalid field as the errors are drawn, in the same task (tests/ui/screens/form-focus.test.tsx).
    expect(email).toHaveFocus();
    expect(issued).not.toHaveBeenCalled();
  });

  it('submits with Enter from the password field and, sent from nowhere, leads to the account signed in (issue 20)', async () => {
    const { user, location } = await openLogin('/login', 'en-US');
    await user.type(screen.getByLabelText('Email', { selector: 'input' }), 'demo@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234{Enter}');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/user/account'));
    expect(await screen.findByRole('button', { name: /account menu for alex morgan/i })).toBeInTheDocument();
  });

  it('says a wrong password inline, under the password which gets the focus, and announces it; what was typed stays', async () => {
    const { user } = await openLogin('/login', 'en-US');
    await user.type(screen.getByLabelText('Email', { selector: 'input' }), 'demo@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText('Login failed')).toBeInTheDocument();
    expect(within(alert).getByText(/email or password is incorrect/i)).toBeInTheDocument();
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('The email or password is incorrect.');
    expect(password).toHaveFocus();
    expect(screen.getByLabelText('Email', { selector: 'input' })).toHaveValue('demo@example.com');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('not-it');
  });

  it('shows the password on demand and masks it again, keeping what was typed (issue 20)', async () => {
    const { user } = await openLogin('/login', 'en-US');
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await user.type(password, 'demo1234');
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(show);
    expect(show).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('demo1234');
    await user.click(show);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('keeps the form and says so when the server cannot be reached', async () => {
    const { user, backend } = await openLogin('/login', 'en-US');
    backend.failNext('network_error', { call: 'issueToken' });
    await user.type(screen.getByLabelText('Email', { selector: 'input' }), 'demo@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234{Enter}');
    expect(await within(screen.getByRole('alert')).findByText(/could not reach the server/i)).toBeInTheDocument();
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('demo1234');
  });

  it('sends one login however often the button is pressed', async () => {
    const { user, backend } = await openLogin('/login', 'en-US');
    backend.latencyMs = 50;
    const issued = vi.spyOn(backend, 'issueToken');
    await user.type(screen.getByLabelText('Email', { selector: 'input' }), 'demo@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234');
    const button = screen.getByRole('button', { name: 'Log in' });
    await user.click(button);
    await user.click(button);
    await user.click(button);
    await screen.findByRole('button', { name: /account menu/i });
    expect(issued).toHaveBeenCalledTimes(1);
  });

  it('logs in to the account of the country chosen in the selector', async () => {
    const { user } = await openLogin('/login', 'en-US');
    await user.selectOptions(within(screen.getByRole('main')).getByRole('combobox', { name: 'Language and location' }), 'ja-JP');
    const email = await screen.findByLabelText('メールアドレス', { selector: 'input' });
    await user.type(email, 'demo@example.com');
    await user.type(screen.getByLabelText('パスワード', { selector: 'input' }), 'demo1234{Enter}');
    expect(await screen.findByRole('button', { name: /佐藤 花子/ })).toBeInTheDocument();
  });

  it('shows the demo credentials', async () => {
    await openLogin('/login', 'en-US');
    const demo = screen.getByRole('complementary', { name: 'Demo account' });
    expect(within(demo).getByText('demo@example.com')).toBeInTheDocument();
    expect(within(demo).getAllByText('demo1234')).toHaveLength(2);
    expect(within(demo).getByText(/with no history and a zero balance/)).toBeInTheDocument();
    expect(within(demo).getByText('empty@example.com')).toBeInTheDocument();
  });

  it('signs in to the empty demo account, and its account shows a zero balance', async () => {
    const { user } = await openLogin('/login', 'fr-FR');
    await user.type(screen.getByLabelText('Adresse e-mail', { selector: 'input' }), 'empty@example.com');
    await user.type(screen.getByLabelText('Mot de passe', { selector: 'input' }), 'demo1234{Enter}');
    const card = await screen.findByRole('region', { name: 'Votre solde' });
    expect(await within(card).findByText('0,00 €')).toBeInTheDocument();
  });

  it('sends a signed-in visitor to their account', async () => {
    const { location } = await renderApp({ path: '/login', signedInAs: 'fr' });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/user/account'));
  });

  it('goes back to where the visitor was sent from, but never off-site', async () => {
    const back = await renderApp({ path: '/login?returnTo=%2Fuser%2Fprofile', locale: 'en-US' });
    await back.user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'demo@example.com');
    await back.user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234{Enter}');
    await waitFor(() => expect(back.location.history?.at(-1)).toBe('/user/profile'));
    back.unmount();

    const evil = await renderApp({ path: '/login?returnTo=%2F%2Fevil.example', locale: 'en-US' });
    await evil.user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'demo@example.com');
    await evil.user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234{Enter}');
    await waitFor(() => expect(evil.location.history?.at(-1)).toBe('/user/account'));
  });
});

describe('forgot password', () => {
  it('checks the address, sends the link, shows it, and lets a mistyped address be corrected', async () => {
    const { user, backend } = await openLogin('/login', 'en-US');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    const field = within(dialog).getByLabelText('Email', { selector: 'input' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the recovery link' }));
    // The checks are core's, in code fetched once the dialog shows: drawn once it is there.
    await waitFor(() => expect(field).toHaveAccessibleDescription('Enter your email address.'));
    await user.type(field, 'demo@');
    await user.click(within(dialog).getByRole('button', { name: 'Send the recovery link' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/valid email address/);
    expect(backend.sent()).toHaveLength(0);

    await user.type(field, 'example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send the recovery link' }));
    const sent = await screen.findByRole('dialog', { name: 'Check your inbox' });
    expect(within(sent).getByText(/demo@example.com/)).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText('Recovery link sent')).toBeInTheDocument();
    expect(backend.sent()).toEqual([expect.objectContaining({ to: 'demo@example.com', country: 'us', kind: 'reset_password' })]);

    await user.click(within(sent).getByRole('button', { name: 'I mistyped my email' }));
    expect(within(screen.getByRole('dialog', { name: 'Reset your password' })).getByLabelText('Email', { selector: 'input' })).toHaveValue(
      'demo@example.com',
    );
  });

  it('shows the server message under the field and a notification when sending fails', async () => {
    const { user, backend } = await openLogin('/login', 'en-US');
    vi.spyOn(backend, 'resetPassword').mockResolvedValueOnce({
      ok: false,
      error: { status: 422, code: 'XX', message: 'Try again in an hour' },
    });
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    await user.type(within(dialog).getByLabelText('Email', { selector: 'input' }), 'demo@example.com{Enter}');
    expect(await within(dialog).findByText('Try again in an hour')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('Something went wrong')).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user } = await openLogin('/login', 'en-US');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
