// The login page as a customer uses it, in any of the app's languages (the words are the app's own,
// tests/e2e/support/texts.mjs): the cookie banner answered, the form filled and sent.
import type { Page } from '@playwright/test';
import { t } from '../support/texts.mjs';

export const DEMO_CUSTOMER = { email: 'demo@example.com', password: 'demo1234' } as const;

/** The language's path prefix (fr-FR has none): `/jp/login`. */
export const SEGMENT: Record<string, string> = { 'en-US': '/us', 'en-GB': '/uk', 'en-CA': '/ca', 'fr-FR': '', 'ja-JP': '/jp' };

interface Credentials {
  readonly email?: string;
  readonly password?: string;
}

export class LoginPage {
  constructor(
    readonly page: Page,
    readonly locale = 'fr-FR',
  ) {}

  private get main() {
    return this.page.getByRole('main');
  }

  /** The login page of the language, its heading drawn. */
  async open(): Promise<void> {
    await this.page.goto(`${SEGMENT[this.locale] ?? ''}/login`);
    await this.page.getByRole('heading', { level: 1 }).first().waitFor();
  }

  /** "Only the necessary cookies" on the banner, if it is there. */
  async acceptNecessaryCookies(): Promise<void> {
    const banner = this.page.getByRole('region', { name: t(this.locale, 'common:consent.title') });
    if (await banner.count()) await banner.getByRole('button', { name: t(this.locale, 'common:consent.refuse') }).click();
  }

  /** Fills the form and sends it (no wait for the outcome). */
  async submit({ email = DEMO_CUSTOMER.email, password = DEMO_CUSTOMER.password }: Credentials = {}): Promise<void> {
    await this.main.getByLabel(t(this.locale, 'auth:login.email'), { exact: true }).fill(email);
    await this.main.getByLabel(t(this.locale, 'auth:login.password'), { exact: true }).fill(password);
    await this.main.getByRole('button', { name: t(this.locale, 'auth:login.submit') }).click();
  }

  /** The demo customer signed in from the login page, and sent to their account (where a login leads when nowhere is named). */
  async signIn(credentials?: Credentials): Promise<void> {
    await this.open();
    await this.acceptNecessaryCookies();
    await this.submit(credentials);
    await this.page.waitForURL((url) => url.pathname === '/user/account');
  }
}
