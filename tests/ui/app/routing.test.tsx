import { screen, waitFor } from '@testing-library/react';
import { TOKENS } from '../../../src/composition/tokens';
import { renderApp } from '../../helpers/render-app';

const lastPath = (app: Awaited<ReturnType<typeof renderApp>>) => app.location.history?.at(-1);

describe('routes', () => {
  it.each([
    ['/', /Return your containers/],
    ['/countries', 'Choose your country'],
    ['/contact-us', 'Contact us'],
    ['/dsar', 'Your personal data'],
    ['/faq', 'Frequently asked questions'],
    ['/how-it-works', 'How it works'],
    ['/products', 'Products'],
    ['/privacy-policy', 'Privacy policy'],
    ['/reset-password', 'Choose a new password'],
    ['/shop-and-return', 'Shop and return'],
    ['/thank-you', 'Thank you'],
    ['/login', 'Log in'],
    ['/signup', 'Create your account'],
  ])('%s has its own heading and title', async (path, heading) => {
    await renderApp({ path, locale: 'en-US' });
    const h1 = await screen.findByRole('heading', { level: 1, name: heading });
    await waitFor(() => expect(document.title).toMatch(path === '/' ? /^Circulo$/ : new RegExp(`^${h1.textContent} · Circulo$`)));
  });

  it.each([
    ['/user/profile', 'Profile'],
    ['/user/account', 'My account'],
    ['/user/verification-error', 'Verification failed'],
    ['/user/verify-email', 'Verify your email'],
    ['/user/withdraw', 'Withdraw'],
  ])('%s opens for a signed-in customer', async (path, heading) => {
    await renderApp({ path, locale: 'en-US', signedInAs: 'us' });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(['profile', 'account', 'verification-error', 'verify-email', 'withdraw'])('/%s redirects under /user', async (page) => {
    const app = await renderApp({ path: `/${page}?from=mail`, signedInAs: 'fr' });
    await waitFor(() => expect(lastPath(app)).toBe(`/user/${page}?from=mail`));
  });

  it('sends a visitor from /user/* to login and back after signing in', async () => {
    const app = await renderApp({ path: '/user/account', locale: 'en-US' });
    await waitFor(() => expect(lastPath(app)).toBe('/login?returnTo=%2Fuser%2Faccount'));
    await app.user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'demo@example.com');
    await app.user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(lastPath(app)).toBe('/user/account');
  });

  it('shows the not-found page for any other path', async () => {
    await renderApp({ path: '/no/such/page', locale: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('switches to the language of a leading country segment, remembers it and drops the segment', async () => {
    const app = await renderApp({ path: '/jp/faq', locale: 'en-US' });
    await waitFor(() => expect(lastPath(app)).toBe('/faq'));
    expect(await screen.findByRole('heading', { level: 1, name: 'よくある質問' })).toBeInTheDocument();
    expect(app.container.get(TOKENS.LocaleStore).load()).toBe('ja-JP');
    expect(document.documentElement.lang).toBe('ja-JP');
  });

  it('lets a locale parameter win over the country segment', async () => {
    const app = await renderApp({ path: '/jp/faq?locale=en-GB' });
    await waitFor(() => expect(lastPath(app)).toBe('/faq?locale=en-GB'));
    expect(app.i18n.language).toBe('en-GB');
  });

  it('remembers a language chosen with ?locale= alone', async () => {
    const app = await renderApp({ path: '/faq?locale=ja-JP' });
    expect(await screen.findByRole('heading', { level: 1, name: 'よくある質問' })).toBeInTheDocument();
    await waitFor(() => expect(app.container.get(TOKENS.LocaleStore).load()).toBe('ja-JP'));
  });

  it('hides navbar, footer and cookie banner with ?headless', async () => {
    await renderApp({ path: '/faq?headless', locale: 'en-US', headless: true });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /cookies/i })).not.toBeInTheDocument();
  });
});
