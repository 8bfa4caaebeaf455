import { screen, waitFor, within } from '@testing-library/react';
import { userFactory } from '../../../fakes/factories/user.factory';
import { renderApp } from '../../helpers/render-app';

/**
 * A server with only the specification's calls answers the assumed ones 404 (docs/api-contract.md,
 * "Without the assumed calls"): each form says the service is not available here, what to do
 * instead, and keeps everything typed.
 */
describe('a form whose call the server does not offer', () => {
  it('sign-up says it is not available here, points to the mobile app, and keeps every field', async () => {
    const { user, backend } = await renderApp({ path: '/signup', locale: 'fr-FR' });
    await screen.findByRole('button', { name: 'Créer mon compte' });
    await user.type(screen.getByLabelText('Adresse e-mail', { selector: 'input' }), 'lea@example.com');
    await user.type(screen.getByLabelText(/^Mot de passe/, { selector: 'input' }), 'long-enough');
    await user.type(screen.getByLabelText('Nom', { selector: 'input' }), 'Léa');
    await user.type(screen.getByLabelText(/^Code postal/, { selector: 'input' }), '75011');
    await user.click(screen.getByLabelText(/J’accepte les conditions/));
    await user.click(screen.getByLabelText(/études de marché/));
    backend.failNext('not_found', { call: 'signUp' });
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    const alert = await screen.findByText(/L’inscription n’est pas disponible ici pour le moment/);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(alert).toHaveTextContent(/application mobile Circulo/);
    expect(screen.getByLabelText('Adresse e-mail', { selector: 'input' })).toHaveValue('lea@example.com');
    expect(screen.getByLabelText(/^Mot de passe/, { selector: 'input' })).toHaveValue('long-enough');
    expect(screen.getByLabelText('Nom', { selector: 'input' })).toHaveValue('Léa');
    expect(screen.getByLabelText(/^Code postal/, { selector: 'input' })).toHaveValue('75011');
    expect(screen.getByLabelText(/J’accepte les conditions/)).toBeChecked();
    expect(screen.getByLabelText(/études de marché/)).toBeChecked();
    expect(backend.findUser('lea@example.com', 'fr')).toBeUndefined();
  });

  it('the contact form says sending is not available here, to try later, and keeps the message', async () => {
    const { user, backend } = await renderApp({ path: '/contact-us', locale: 'en-GB' });
    await user.type(await screen.findByLabelText('Name', { selector: 'input' }), 'Sam');
    await user.type(screen.getByLabelText('Email', { selector: 'input' }), 'sam@example.co.uk');
    await user.type(screen.getByLabelText('Subject', { selector: 'input' }), 'Bin full');
    await user.type(screen.getByLabelText('Message'), 'The bin at Market Hall was full today.');
    backend.failNext('not_found', { call: 'receiveSupport' });
    await user.click(screen.getByRole('button', { name: 'Send the message' }));

    const alert = (await screen.findByText(/Sending messages isn’t available here at the moment/)).closest('[role="alert"]');
    expect(alert).toHaveTextContent(/try again later/);
    expect(within(alert as HTMLElement).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByLabelText('Name', { selector: 'input' })).toHaveValue('Sam');
    expect(screen.getByLabelText('Email', { selector: 'input' })).toHaveValue('sam@example.co.uk');
    expect(screen.getByLabelText('Subject', { selector: 'input' })).toHaveValue('Bin full');
    expect(screen.getByLabelText('Message')).toHaveValue('The bin at Market Hall was full today.');
    expect(backend.received()).toEqual([]);
  });

  it('the data-subject request says it is not available here and keeps the request', async () => {
    const { user, backend } = await renderApp({ path: '/dsar', locale: 'ja-JP' });
    await user.selectOptions(await screen.findByRole('combobox', { name: '請求の種類' }), 'erasure');
    await user.type(screen.getByLabelText('氏名', { selector: 'input' }), '佐藤 花子');
    await user.type(screen.getByLabelText('アカウントのメールアドレス', { selector: 'input' }), 'demo@example.com');
    await user.type(screen.getByLabelText('電話番号の下4桁（任意）', { selector: 'input' }), '5678');
    await user.type(screen.getByLabelText(/^詳細/), 'すべて削除してください');
    backend.failNext('not_found', { call: 'receiveSupport' });
    await user.click(screen.getByRole('button', { name: '請求を送信する' }));

    const alert = (await screen.findByText(/現在、ここではデータに関する請求を送信できません。/)).closest('[role="alert"]');
    expect(within(alert as HTMLElement).getByRole('link', { name: 'プロフィール' })).toHaveAttribute('href', '/user/profile');
    expect(screen.getByRole('combobox', { name: '請求の種類' })).toHaveValue('erasure');
    expect(screen.getByLabelText('氏名', { selector: 'input' })).toHaveValue('佐藤 花子');
    expect(screen.getByLabelText('アカウントのメールアドレス', { selector: 'input' })).toHaveValue('demo@example.com');
    expect(screen.getByLabelText('電話番号の下4桁（任意）', { selector: 'input' })).toHaveValue('5678');
    expect(screen.getByLabelText(/^詳細/)).toHaveValue('すべて削除してください');
    expect(backend.received()).toEqual([]);
  });

  it('the new password from an emailed link says it is not available here and keeps both passwords', async () => {
    const { user, backend } = await renderApp({ path: '/reset-password?token=some-token', locale: 'en-US' });
    const password = await screen.findByLabelText(/^New password(?!, again)/, { selector: 'input' });
    const again = screen.getByLabelText('New password, again', { selector: 'input' });
    await user.type(password, 'brand-new-pass');
    await user.type(again, 'brand-new-pass');
    backend.failNext('not_found', { call: 'setNewPassword' });
    await user.click(screen.getByRole('button', { name: 'Save my new password' }));

    expect(await within(screen.getByRole('alert')).findByText(/This service isn’t available here at the moment/)).toBeInTheDocument();
    expect(password).toHaveValue('brand-new-pass');
    expect(again).toHaveValue('brand-new-pass');
  });

  it('the email confirmation says it is not available here and keeps the code', async () => {
    const app = await renderApp({ path: `/login?returnTo=${encodeURIComponent('/user/verify-email')}`, locale: 'fr-FR' });
    app.backend.addUser(
      await userFactory.create(
        { country: 'fr', email: 'lea@example.com', emailVerified: false },
        { transient: { password: 'long-enough' } },
      ),
    );
    await app.user.type(await screen.findByLabelText('Adresse e-mail', { selector: 'input' }), 'lea@example.com');
    await app.user.type(screen.getByLabelText('Mot de passe', { selector: 'input' }), 'long-enough{Enter}');
    await waitFor(() => expect(app.location.history?.at(-1)).toBe('/user/verify-email'));
    const code = await screen.findByLabelText('Code à 4 chiffres', { selector: 'input' });
    await app.user.type(code, '1234');
    app.backend.failNext('not_found', { call: 'confirmEmail' });
    await app.user.click(screen.getByRole('button', { name: 'Confirmer maintenant' }));

    expect(await within(screen.getByRole('alert')).findByText(/Ce service n’est pas disponible ici pour le moment/)).toBeInTheDocument();
    expect(code).toHaveValue('1234');
    expect(app.backend.findUser('lea@example.com', 'fr')?.emailVerified).toBe(false);
  });
});
