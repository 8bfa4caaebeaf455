import { screen, waitFor, within } from '@testing-library/react';
import { TOKENS } from '../../../src/composition/tokens';
import { renderApp } from '../../helpers/render-app';

describe('navbar', () => {
  it('links every page of the spec, and the login link for a visitor', async () => {
    await renderApp({ path: '/', locale: 'en-US' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Products', '/products'],
      ['How it works', '/how-it-works'],
      ['Shop and return', '/shop-and-return'],
      ['FAQ', '/faq'],
      ['Contact us', '/contact-us'],
      ['About us', 'https://www.circulo.example/en-us/about'],
      ['Mobile app', 'https://www.circulo.example/app'],
      ['Log in', '/login'],
    ]);
  });

  it('leads a visitor to login and back to the page they were on; from the home page, to their account (issue 20)', async () => {
    const { user, location } = await renderApp({ path: '/faq', locale: 'en-US' });
    const login = await screen.findByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', '/login?returnTo=%2Ffaq');
    await user.click(login);
    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'demo@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234{Enter}');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/faq'));
  });

  it('points "about us" to the page of the current language', async () => {
    await renderApp({ path: '/', locale: 'fr-FR' });
    expect(await screen.findByRole('link', { name: /^Qui sommes-nous/ })).toHaveAttribute(
      'href',
      'https://www.circulo.example/fr/a-propos',
    );
  });

  it('links the mobile app to the store page on a phone', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148');
    await renderApp({ path: '/', locale: 'en-US' });
    expect(await screen.findByRole('link', { name: 'Mobile app' })).toHaveAttribute('href', 'https://www.circulo.example/app/download');
  });

  it('collapses into a menu button that says whether it is open', async () => {
    const { user } = await renderApp({ path: '/', locale: 'en-US' });
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });

  it('holds the language selector in its menu, so a phone reaches it without scrolling to the footer', async () => {
    const { user, container } = await renderApp({ path: '/faq', locale: 'en-US' });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.selectOptions(within(nav).getByRole('combobox', { name: 'Language and location' }), 'ja-JP');
    await waitFor(() => expect(document.documentElement.lang).toBe('ja-JP'));
    expect(await screen.findByRole('heading', { level: 1, name: 'よくある質問' })).toBeInTheDocument();
    expect(container.get(TOKENS.LocaleStore).load(), 'the choice is remembered').toBe('ja-JP');
  });

  it('gives a signed-in customer a menu with profile, account and sign out; Escape closes it', async () => {
    const { user } = await renderApp({ path: '/', locale: 'en-US', signedInAs: 'us' });
    const menuButton = await screen.findByRole('button', { name: 'Account menu for Alex Morgan' });
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    await user.click(menuButton);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user/profile');
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/user/account');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('closes the account menu when its link to the page already shown is followed', async () => {
    const { user } = await renderApp({ path: '/user/account', locale: 'en-US', signedInAs: 'us' });
    const menuButton = await screen.findByRole('button', { name: /Account menu/ });
    await user.click(menuButton);
    await user.click(screen.getByRole('link', { name: 'My account' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('signs out: tokens gone, state cleared, reload at /', async () => {
    const { user, container, reloader } = await renderApp({ path: '/user/account', locale: 'en-US', signedInAs: 'us' });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(container.get(TOKENS.TokenStore).load()).toBeNull();
    expect(reloader.visits).toEqual(['/']);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('treats a saved token the server refuses as signed out', async () => {
    const app = await renderApp({ path: '/', locale: 'en-US', signedInAs: 'us' });
    // A new app whose server does not know the saved token (a new world): the restore is refused.
    app.unmount();
    const again = await renderApp({ path: '/', locale: 'en-US', overrides: { TokenStore: app.container.get(TOKENS.TokenStore) } });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(again.container.get(TOKENS.TokenStore).load()).toBeNull();
  });
});

describe('footer', () => {
  it('has the countries and privacy links, the company, cookie settings and a copyright line', async () => {
    await renderApp({ path: '/', locale: 'en-US' });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Countries' })).toHaveAttribute('href', '/countries');
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(footer).getByText('Circulo SAS')).toBeInTheDocument();
    expect(within(footer).getByText('© 2026 Circulo SAS. All rights reserved.')).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
  });

  it('reopens the cookie banner from cookie settings, after a choice was made', async () => {
    const { user, container } = await renderApp({ path: '/', locale: 'en-US' });
    const banner = await screen.findByRole('region', { name: 'Cookies on Circulo' });
    await user.click(within(banner).getByRole('button', { name: 'Necessary only' }));
    expect(screen.queryByRole('region', { name: 'Cookies on Circulo' })).not.toBeInTheDocument();
    expect(container.get(TOKENS.ConsentStore).load()).toBe('denied');
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(await screen.findByRole('heading', { name: 'Cookies on Circulo' })).toHaveFocus();
  });

  it('switches the language for the whole page, remembers it and updates <html lang>', async () => {
    const { user, container } = await renderApp({ path: '/faq' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    await user.selectOptions(within(footer).getByRole('combobox'), 'en-GB');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(container.get(TOKENS.LocaleStore).load()).toBe('en-GB');
    expect(document.documentElement.lang).toBe('en-GB');
  });
});

describe('notifications', () => {
  it('leave on their own: errors after 3 s, successes after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { createNotificationStore } = await import('../../../src/ui/state/notification-store');
      const store = createNotificationStore();
      store.notify('error', 'Oops');
      store.notify('success', 'Saved');
      vi.advanceTimersByTime(2999);
      expect(store.state.items.map((n) => n.title)).toEqual(['Oops', 'Saved']);
      vi.advanceTimersByTime(1);
      expect(store.state.items.map((n) => n.title)).toEqual(['Saved']);
      vi.advanceTimersByTime(2000);
      expect(store.state.items).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the language of a first visit (issue 20, point 1)', () => {
  it('is the browser’s when nothing is saved: a Japanese browser gets Japanese', async () => {
    await renderApp({ path: '/faq', browserLanguages: ['ja-JP', 'ja', 'en-US'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'よくある質問' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ja-JP');
  });

  it('is a British browser’s market: en-GB', async () => {
    await renderApp({ path: '/faq', browserLanguages: ['en-GB', 'en'] });
    await screen.findByRole('heading', { level: 1 });
    expect(document.documentElement.lang).toBe('en-GB');
  });

  it('is French, the default, when the browser asks for no language of ours', async () => {
    await renderApp({ path: '/faq', browserLanguages: ['de-DE', 'de'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeInTheDocument();
  });

  it('yields to a saved choice', async () => {
    await renderApp({ path: '/faq', locale: 'fr-FR', browserLanguages: ['ja-JP'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeInTheDocument();
  });

  it('yields to the address’s country segment', async () => {
    await renderApp({ path: '/jp/faq', browserLanguages: ['fr-FR'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'よくある質問' })).toBeInTheDocument();
  });
});
