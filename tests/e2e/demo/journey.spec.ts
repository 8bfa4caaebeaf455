// The foundation journey in the demo build: French by default (from a German browser), switch language,
// log in as the demo user, reach the account page, sign out. Axe on every page.
import type { Page } from '@playwright/test';
import { DEMO_STORAGE_KEY } from '../../../fakes/demo-constants';
import { LoginPage } from '../pages/login';
import { DESKTOP, expect, PHONE, test } from '../support/demo';

const h1 = (page: Page) => page.locator('h1').first();
const pathname = (page: Page) => new URL(page.url()).pathname;
const tokenCookieSet = async (page: Page) => (await page.context().cookies()).some((c) => c.name === 'access_token' && c.value !== '');

test.describe('journey on a desktop', () => {
  // A browser that asks for none of the five languages (German): French, the specification's fallback.
  test.use({ viewport: DESKTOP, locale: 'de-DE' });

  test('journey: French by default → English → log in → account → sign out', async ({ page, checkA11y, shot }) => {
    const texts: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/locales/')) texts.push(path);
    });
    await page.goto('/');
    await expect(h1(page), 'home is in French by default').toHaveText('Rapportez vos contenants. Récupérez votre consigne.');
    expect(texts.length, 'French texts downloaded').toBeGreaterThan(0);
    expect(
      texts.filter((p) => !p.startsWith('/locales/fr-FR/')),
      'only French texts downloaded',
    ).toEqual([]);
    texts.length = 0;
    await expect(page.locator('html'), '<html lang> is fr-FR').toHaveAttribute('lang', 'fr-FR');
    await checkA11y(page, 'home (fr, consent banner open)');
    await shot(page, 'desktop-home-fr');

    await page
      .getByRole('region', { name: /cookies/i })
      .getByRole('button', { name: /nécessaires/i })
      .click();
    await page.getByRole('contentinfo').getByRole('combobox').selectOption('en-US');
    await expect(h1(page), 'home switches to English').toHaveText('Return your containers. Get your deposit back.');
    await expect(page.locator('html'), '<html lang> follows').toHaveAttribute('lang', 'en-US');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('locale')), { message: 'locale stored in localStorage' })
      .toBe('en-US');
    await expect.poll(() => texts.length, { message: 'switching downloads the English texts' }).toBeGreaterThan(0);
    expect(
      texts.filter((p) => !p.startsWith('/locales/en-US/')),
      'switching downloads only English texts',
    ).toEqual([]);
    await checkA11y(page, 'home (en-US)');

    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await expect(h1(page), 'login page').toHaveText('Log in');
    await checkA11y(page, 'login');
    await shot(page, 'desktop-login-en');

    await new LoginPage(page, 'en-US').submit();
    const menu = page.getByRole('button', { name: 'Account menu for Alex Morgan' });
    await expect(menu).toBeVisible();
    // From the home page's "Log in", nowhere to go back to: the account (issue 20).
    await expect.poll(() => pathname(page), { message: 'login leads to the account' }).toBe('/user/account');
    const access = (await page.context().cookies()).find((c) => c.name === 'access_token');
    expect(access, 'access token in a cookie').toBeDefined();
    expect({ sameSite: access?.sameSite, path: access?.path }, 'access token in a SameSite=Strict cookie').toEqual({
      sameSite: 'Strict',
      path: '/',
    });
    const tokenKeys = await page.evaluate(
      (world) => Object.keys(localStorage).filter((k) => /token/i.test(k) || (/token/i.test(localStorage.getItem(k) ?? '') && k !== world)),
      DEMO_STORAGE_KEY,
    );
    expect(tokenKeys, 'no token in localStorage outside the demo world').toEqual([]);

    await menu.click();
    await page.getByRole('banner').getByRole('link', { name: 'My account', exact: true }).click();
    await expect(h1(page), 'account page').toHaveText('My account');
    expect(pathname(page), 'account URL').toBe('/user/account');
    await checkA11y(page, 'account');
    await shot(page, 'desktop-account-en');

    await page.getByRole('button', { name: /Account menu/ }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Sign out' }).click()]);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(pathname(page), 'signed out at /').toBe('/');
    await expect.poll(() => tokenCookieSet(page), { message: 'token cookie cleared' }).toBe(false);
  });

  test('demo: the session and the world survive a reload, and the demo can be reset', async ({ page }) => {
    await page.goto('/jp/login');
    await expect.poll(() => pathname(page), { message: 'country segment dropped' }).toBe('/login');
    await expect(page.locator('html'), 'Japanese from /jp').toHaveAttribute('lang', 'ja-JP');
    await new LoginPage(page, 'ja-JP').submit();
    const menu = page.getByRole('button', { name: /佐藤 花子/ });
    await expect(menu).toBeVisible();
    await page.reload();
    await expect(menu, 'still signed in after a reload').toBeVisible();
    expect(
      await page.evaluate((world) => localStorage.getItem(world) !== null, DEMO_STORAGE_KEY),
      'world saved under a versioned key',
    ).toBe(true);

    const demo = page.getByRole('complementary', { name: 'デモモード' });
    await demo.getByRole('button', { name: 'デモデータをリセット' }).click();
    await Promise.all([page.waitForEvent('load'), demo.getByRole('button', { name: 'リセットする' }).click()]);
    await expect(page.getByRole('banner').getByRole('link', { name: 'ログイン' })).toBeVisible();
    await expect.poll(() => tokenCookieSet(page), { message: 'reset signs out' }).toBe(false);
  });
});

test.describe('journey on a phone', () => {
  test.use({ viewport: PHONE });

  test('journey on a phone: the navbar collapses to a menu, the guard sends a visitor to login and back', async ({
    openPage,
    checkA11y,
    shot,
  }) => {
    const page = await openPage({ locale: 'en-GB' });
    await page.goto('/uk/user/account');
    await expect.poll(() => pathname(page), { message: 'visitor sent to login' }).toBe('/login');
    expect(new URL(page.url()).searchParams.get('returnTo'), 'way back kept').toBe('/user/account');
    await expect(h1(page), 'login in English (UK) from the /uk segment').toHaveText('Log in');
    await expect(page.locator('html'), 'lang from the country segment').toHaveAttribute('lang', 'en-GB');
    await page
      .getByRole('region', { name: /cookies/i })
      .getByRole('button', { name: /necessary/i })
      .click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav, 'navigation hidden behind the menu on a phone').toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav, 'menu opens the navigation').toBeVisible();
    await checkA11y(page, 'phone menu open');
    await shot(page, 'phone-menu-open-en-gb');
    await page.keyboard.press('Escape');
    await expect(nav, 'Escape closes the menu').toBeHidden();

    await shot(page, 'phone-login-en-gb');
    await new LoginPage(page, 'en-GB').submit();
    await expect.poll(() => pathname(page), { message: 'back to the account after login' }).toBe('/user/account');
    await expect(h1(page), 'account page').toHaveText('My account');
    await shot(page, 'phone-account-en-gb');
  });

  test('login: empty fields and a wrong password are explained, nothing typed is lost', async ({ page, checkA11y, shot }) => {
    await page.goto('/login?locale=en-US');
    await expect(h1(page)).toBeVisible();
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Log in' }).click();
    const email = main.getByLabel('Email', { exact: true });
    await expect(email, 'email marked invalid').toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'login with field errors');
    await shot(page, 'phone-login-errors');
    await new LoginPage(page, 'en-US').submit({ password: 'wrong-password' });
    await expect(page.getByRole('alert'), 'loginFailed notification').toContainText('Login failed');
    const password = main.getByLabel('Password', { exact: true });
    await expect(password, 'said inline, under the password').toHaveAttribute('aria-invalid', 'true');
    await expect(password, 'which has the focus').toBeFocused();
    await checkA11y(page, 'login failed notification');
    await shot(page, 'phone-login-failed');
    await expect(email, 'email kept').toHaveValue('demo@example.com');
  });

  test('headless hides navbar, footer and the cookie banner', async ({ page, checkA11y }) => {
    await page.goto('/faq?headless=1');
    await expect(h1(page)).toBeVisible();
    await expect(page.getByRole('banner'), 'no navbar').toHaveCount(0);
    await expect(page.getByRole('contentinfo'), 'no footer').toHaveCount(0);
    await expect(page.getByRole('region', { name: /cookie/i }), 'no consent banner').toHaveCount(0);
    await checkA11y(page, 'headless faq');
  });
});
