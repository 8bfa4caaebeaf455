import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../helpers/render-app';
import { frameLeft } from '../../helpers/customer-page';

type Locale = NonNullable<Parameters<typeof renderApp>[0]>['locale'];
const TITLE: Record<string, string> = { 'fr-FR': 'Profil', 'ja-JP': 'プロフィール' };

const openProfile = async (signedInAs: 'us' | 'uk' | 'ca' | 'fr' | 'jp' = 'us', locale: Locale = 'en-US') => {
  const app = await renderApp({ path: '/user/profile', locale, signedInAs });
  await screen.findByRole('heading', { level: 1, name: TITLE[locale ?? ''] ?? 'Profile' });
  await frameLeft();
  return app;
};

describe('profile: personal data', () => {
  it('edits and saves: the server has it, the menu shows the new name, and success is announced', async () => {
    const { user, backend } = await openProfile('us');
    const name = screen.getByLabelText('Name', { selector: 'input' });
    expect(name).toHaveValue('Alex Morgan');
    await user.clear(name);
    await user.type(name, 'Alex Rivera');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Baltimore');
    await user.click(screen.getByLabelText('Send me news and offers from Circulo by email.'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByText('Profile saved')).closest('[role="status"]')).not.toBeNull();
    expect(backend.findUser('demo@example.com', 'us')).toMatchObject({ name: 'Alex Rivera', city: 'Baltimore', marketingConsent: true });
    expect(screen.getByRole('button', { name: /Alex Rivera/ })).toBeInTheDocument();
  });

  it('offers the US states as a list, the saved one chosen, and saves the one picked by its code (issue 20)', async () => {
    const { user, backend } = await openProfile('us');
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state).toHaveDisplayValue('District of Columbia');
    expect(within(state).getAllByRole('option')).toHaveLength(52);
    await user.selectOptions(state, 'Maryland');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(screen.getByRole('status')).findByText('Profile saved')).toBeInTheDocument();
    expect(backend.findUser('demo@example.com', 'us')).toMatchObject({ state: 'MD' });
  });

  it('offers the Canadian provinces and territories as a list, the saved one chosen (issue 20)', async () => {
    await openProfile('ca', 'en-CA');
    const province = screen.getByRole('combobox', { name: 'Province or territory' });
    expect(province).toHaveDisplayValue('Ontario');
    expect(
      within(province)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('Newfoundland and Labrador');
  });

  it('shows email and ZIP code without letting them be edited, and says customer care changes them', async () => {
    await openProfile('us');
    expect(screen.getByText('demo@example.com')).toBeInTheDocument();
    expect(screen.getByText('20001')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /email|ZIP/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact customer care' })).toHaveAttribute('href', '/contact-us');
  });

  it('says what is missing on each field, moves focus to the first (the prefecture, in Japanese order) and sends nothing', async () => {
    const { user, backend } = await openProfile('jp', 'ja-JP');
    const spy = vi.spyOn(backend, 'updateUser');
    await user.clear(screen.getByLabelText('市区町村'));
    await user.clear(screen.getByLabelText('都道府県'));
    await user.click(screen.getByRole('button', { name: '変更を保存' }));
    const prefecture = screen.getByLabelText('都道府県');
    await waitFor(() => expect(prefecture).toHaveAttribute('aria-invalid', 'true'));
    expect(prefecture).toHaveFocus();
    expect(screen.getByLabelText('市区町村')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('市区町村')).toHaveAccessibleDescription('この項目を入力してください。');
    expect(spy).not.toHaveBeenCalled();
  });

  it('asks for a county only as an option in the UK, and no state at all in France', async () => {
    const uk = await openProfile('uk', 'en-GB');
    expect(screen.getByLabelText('County (optional)')).toHaveValue('');
    uk.unmount();
    await openProfile('fr', 'fr-FR');
    expect(screen.getByLabelText('Ville')).toHaveValue('Paris');
    expect(screen.queryByLabelText(/État|Région|Comté/)).not.toBeInTheDocument();
  });

  it('a failed save keeps what was typed and says so', async () => {
    const { user, backend } = await openProfile('us');
    const name = screen.getByLabelText('Name', { selector: 'input' });
    await user.clear(name);
    await user.type(name, 'Alex Rivera');
    backend.failNext('server_error', { call: 'updateUser' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(screen.getByRole('alert')).findByText('Profile not saved')).toBeInTheDocument();
    expect(name).toHaveValue('Alex Rivera');
    expect(backend.findUser('demo@example.com', 'us')?.name).toBe('Alex Morgan');
  });

  it('leaving with unsaved changes asks first; staying keeps them, leaving goes', async () => {
    const { user, location } = await openProfile('us');
    await user.type(screen.getByLabelText('Address'), ', Apt 4');
    await user.click(screen.getByRole('link', { name: 'contact customer care' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(location.history?.at(-1)).toBe('/user/profile');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveValue('425 7th St NW, Apt 4');

    await user.click(screen.getByRole('link', { name: 'contact customer care' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/contact-us'));
  });

  it('a tab close or reload with unsaved changes triggers the browser’s question; without changes it does not', async () => {
    const { user } = await openProfile('us');
    const ask = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(ask()).toBe(false);
    await user.type(screen.getByLabelText('City'), 'x');
    expect(ask()).toBe(true);
    await user.type(screen.getByLabelText('City'), '{Backspace}');
    expect(ask()).toBe(false);
  });

  it('without changes, links go straight through', async () => {
    const { user, location } = await openProfile('us');
    await user.click(screen.getByRole('link', { name: 'contact customer care' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/contact-us'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('profile: change password', () => {
  const fill = async (user: Awaited<ReturnType<typeof renderApp>>['user'], current: string, next: string, confirmation = next) => {
    await user.type(screen.getByLabelText('Current password'), current);
    await user.type(screen.getByLabelText('New password'), next);
    await user.type(screen.getByLabelText('Confirm new password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('a wrong current password is said under that field', async () => {
    const { user } = await openProfile('us');
    await fill(user, 'not-my-password', 'brand-new-pass');
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription('Your current password is incorrect.');
    expect(current).toHaveFocus();
    expect(screen.getByLabelText('New password')).toHaveValue('brand-new-pass');
  });

  it('checks length and confirmation before sending', async () => {
    const { user, backend } = await openProfile('us');
    const spy = vi.spyOn(backend, 'changePassword');
    await fill(user, 'demo1234', 'short', 'shorter');
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The two passwords do not match.');
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses a new password that is the current one, on the new password’s field, and sends nothing (issue 20)', async () => {
    const { user, backend } = await openProfile('us');
    const spy = vi.spyOn(backend, 'changePassword');
    await fill(user, 'demo1234', 'demo1234');
    const next = screen.getByLabelText('New password');
    await waitFor(() => expect(next).toHaveAttribute('aria-invalid', 'true'));
    // (After the field's hint, "At least 8 characters.")
    expect(next).toHaveAccessibleDescription(/Choose a password other than your current one\.$/);
    expect(next).toHaveFocus();
    expect(spy).not.toHaveBeenCalled();
  });

  it('on success says so, clears the three fields and keeps the session', async () => {
    const { user, backend } = await openProfile('us');
    await fill(user, 'demo1234', 'brand-new-pass');
    expect(await within(screen.getByRole('status')).findByText('Password changed')).toBeInTheDocument();
    for (const label of ['Current password', 'New password', 'Confirm new password']) expect(screen.getByLabelText(label)).toHaveValue('');
    // Still signed in: the account page loads with this session.
    await user.click(screen.getByRole('button', { name: /Alex Morgan/ }));
    await user.click(screen.getByRole('link', { name: 'My account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    const login = await backend.issueToken({
      client_id: 'test-client',
      country_code: 'us',
      email: 'demo@example.com',
      grant_type: 'password',
      password: 'brand-new-pass',
    });
    expect(login.ok).toBe(true);
  });

  it('another failure is "Password change failed", and what was typed stays', async () => {
    const { user, backend } = await openProfile('us');
    backend.failNext('server_error', { call: 'changePassword' });
    await fill(user, 'demo1234', 'brand-new-pass');
    expect(await within(screen.getByRole('alert')).findByText('Password change failed')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('brand-new-pass');
  });
});
