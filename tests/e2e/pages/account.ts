// Signing in for the account-area tests (history, balance, profile, deletion), in any language.
// LoginPage.signIn waits for the language's prefix (`/us`), but the app sends every customer home to
// `/` after a login (the language is kept in a cookie, not in the path), so it never returns outside
// French: this waits for `/` instead, with the form and the banner still LoginPage's.
import { expect, type Page } from '@playwright/test';
import { LoginPage } from './login';

/** The demo customer (or `credentials`) signed in from the login page of `locale`, and sent home. */
export async function signInHome(page: Page, locale = 'fr-FR', credentials?: { email?: string; password?: string }): Promise<void> {
  const login = new LoginPage(page, locale);
  await login.open();
  await login.acceptNecessaryCookies();
  await login.submit(credentials);
  await expect(page, `${locale}: signed in`).toHaveURL((url) => url.pathname === '/');
}
