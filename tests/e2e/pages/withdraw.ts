// The withdraw page (/user/withdraw) as a customer uses it, in any of the app's languages (the words
// are the app's own, tests/e2e/support/texts.mjs): a payout method set up and picked, an amount
// reviewed and sent, and what became of it read back as the page says it.
import { expect, type Locator, type Page } from '@playwright/test';
import { HOLD_MS } from '../../../src/core/wallet/withdrawal-flow';
import { escapeRe, t } from '../support/texts.mjs';
import { DEMO_CUSTOMER } from './login';

/** The payout methods, by the app's names for their texts (wallet:payout.<method>). */
export type PayoutMethodName = 'bank' | 'paypal' | 'line';

/**
 * A payout form's entries: each field by the app's name for it (accountName, iban, accountNumber,
 * postCode, state, accountType, email, referenceNo…) and what to enter (a list — the account type, a state — the option's value).
 */
export type PayoutDetails = Readonly<Record<string, string>>;

/** How a withdrawal that was sent and not made ended, said on its review (issue 17 point 4). */
export type WithdrawalOutcome = 'unknown' | 'offline' | 'refused';

const OUTCOME_TEXT: Readonly<Record<WithdrawalOutcome, string>> = {
  unknown: 'wallet:withdraw.unknown.server_error',
  offline: 'wallet:withdraw.offline',
  refused: 'wallet:withdraw.refused',
};

/** The customer's market is their language's: the payout forms ask for its fields in its words. */
const MARKET: Readonly<Record<string, string>> = { 'en-US': 'us', 'en-GB': 'uk', 'en-CA': 'ca', 'fr-FR': 'fr', 'ja-JP': 'jp' };

/** The contexts whose clock is the test's already (Playwright's `clock.install`, once per context). */
const CLOCKED = new WeakSet<object>();

export class WithdrawPage {
  constructor(
    readonly page: Page,
    readonly locale = 'fr-FR',
  ) {}

  /** The app's words, in this page's language. */
  text(key: string, values?: Record<string, string | number>): string {
    return t(this.locale, key, values);
  }

  /** The page, its balance, payout methods and terms loaded (the amount field or why there is none). */
  async open(): Promise<void> {
    await this.page.goto('/user/withdraw');
    await expect(this.page.getByRole('heading', { level: 1, name: this.text('wallet:withdraw.title') })).toBeVisible();
    const loading = [this.text('wallet:withdraw.loading'), this.text('wallet:payout.loading')];
    await expect(this.page.getByRole('status').filter({ hasText: new RegExp(loading.map(escapeRe).join('|')) })).toHaveCount(0);
  }

  // ---- the payout methods ---------------------------------------------------

  private methodName(method: PayoutMethodName): string {
    return this.text(`wallet:payout.${method}.name`);
  }

  /** A method's button: pressed when it is the default, with its saved number masked. */
  method(method: PayoutMethodName): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${escapeRe(this.methodName(method))}\\s`) });
  }

  /** A method that is set up made the default. */
  async pickMethod(method: PayoutMethodName): Promise<void> {
    await this.method(method).click();
  }

  /** The payout method's form. */
  get methodForm(): Locator {
    return this.page.getByRole('dialog');
  }

  /** A field of the method's form, by the app's name for it (see PayoutDetails). */
  methodField(method: PayoutMethodName, field: string): Locator {
    return this.methodForm.getByLabel(this.fieldLabel(method, field), { exact: true });
  }

  /**
   * "Set up …" or "Edit …" pressed: the method's form opened — past the password step when it asks
   * (issue 47 point 4: the customer's `password` typed and confirmed). `password: null` leaves the
   * step for the test to pass.
   */
  async openMethodForm(method: PayoutMethodName, { password = DEMO_CUSTOMER.password }: { password?: string | null } = {}): Promise<void> {
    // In a sentence: "Set up bank account" (the brands keep their capitals).
    const name = { method: method === 'bank' ? this.text('wallet:payout.bank.inSentence') : this.methodName(method) };
    const titles = [this.text('wallet:payout.setUpTitle', name), this.text('wallet:payout.editTitle', name)];
    await this.page.getByRole('button', { name: new RegExp(`^(${titles.map(escapeRe).join('|')})$`) }).click();
    if (password === null) return;
    // The step, or the fields at once (the password given here in the last five minutes).
    const save = this.methodForm.getByRole('button', { name: this.text('wallet:payout.save') });
    await expect(this.passwordField.or(save)).toBeVisible();
    if (await this.passwordField.isVisible()) await this.confirmPassword(password);
    await expect(save).toBeVisible();
  }

  /** The password step's field (issue 47 point 4). */
  get passwordField(): Locator {
    return this.methodForm.getByLabel(this.text('wallet:payout.recheck.password'), { exact: true });
  }

  /** The password typed on the step and confirmed (no wait for the outcome). */
  async confirmPassword(password: string): Promise<void> {
    await this.passwordField.fill(password);
    await this.methodForm.getByRole('button', { name: this.text('wallet:payout.recheck.confirm') }).click();
  }

  /** "Set up …" or "Edit …": the method's form opened, filled and saved (no wait for the outcome). */
  async setUpMethod(method: PayoutMethodName, details: PayoutDetails): Promise<void> {
    await this.openMethodForm(method);
    for (const [field, value] of Object.entries(details)) {
      const input = this.methodField(method, field);
      // Chosen from a list: the account type, and the US state or Canadian province (issue 20).
      if (field === 'accountType' || field === 'state') await input.selectOption(value);
      else await input.fill(value);
    }
    await this.saveMethod();
  }

  /** Save on the method's form. */
  async saveMethod(): Promise<void> {
    await this.methodForm.getByRole('button', { name: this.text('wallet:payout.save') }).click();
  }

  /** A field's label as the form of the customer's market words it (ZIP code, Postcode, 預金種目…). */
  private fieldLabel(method: PayoutMethodName, field: string): string {
    const market = MARKET[this.locale] ?? 'fr';
    if (method !== 'bank') return this.text(`wallet:payout.${method}.${field}`);
    if (field === 'postCode') return this.text(`wallet:payout.bank.postCode.${market === 'jp' ? 'fr' : market}`);
    if (field === 'state') return this.text(market === 'ca' ? 'wallet:payout.bank.stateCa' : 'wallet:payout.bank.stateUs');
    return this.text(`wallet:payout.bank.${field}`);
  }

  // ---- the withdrawal -------------------------------------------------------

  /** The amount field. */
  get amount(): Locator {
    return this.page.getByRole('main').getByLabel(this.text('wallet:withdraw.amount'), { exact: true });
  }

  /** The balance the withdrawal card shows. */
  get balance(): Locator {
    return this.page
      .getByRole('region', { name: this.text('wallet:withdraw.formTitle'), exact: true })
      .locator('strong')
      .first();
  }

  /** The review of what will be sent; after a send that was not made, what became of it. */
  get review(): Locator {
    return this.page.getByRole('region', { name: this.text('wallet:withdraw.reviewTitle') });
  }

  /** The amount typed and "Review the withdrawal" pressed (no wait: the review, or the amount refused). */
  async submitAmount(amount: string): Promise<void> {
    await this.amount.fill(amount);
    await this.page.getByRole('button', { name: this.text('wallet:withdraw.review') }).click();
  }

  /** The amount typed and reviewed: the review shown. */
  async reviewAmount(amount: string): Promise<Locator> {
    await this.submitAmount(amount);
    await expect(this.review).toBeVisible();
    return this.review;
  }

  /**
   * "Confirm withdrawal" on the review (`double`: a double click, as an impatient thumb), then its hold
   * passed (`hold: 'pass'`, issue 47 point 3) — the page's clock moved on, not waited for — or left
   * running (`'keep'`) for a test of the hold itself.
   */
  async confirm({ double = false, hold = 'pass' }: { double?: boolean; hold?: 'pass' | 'keep' } = {}): Promise<void> {
    // The page's timers from here on are the test's to move (time still flows): the hold's among them.
    if (!CLOCKED.has(this.page.context())) await this.page.clock.install();
    CLOCKED.add(this.page.context());
    const button = this.review.getByRole('button', { name: this.text('wallet:withdraw.confirm') });
    await (double ? button.dblclick() : button.click());
    if (hold === 'pass') await this.passHold();
  }

  /** "Undo", shown while the confirmed withdrawal is held. */
  get undo(): Locator {
    return this.review.getByRole('button', { name: this.text('wallet:withdraw.undo'), exact: true });
  }

  /** The hold's time passed at once: the withdrawal goes. */
  async passHold(): Promise<void> {
    await expect(this.undo).toBeVisible();
    await this.page.clock.fastForward(HOLD_MS);
  }

  /** "Try again" on the review, after a send that was not made: the very same request. */
  async tryAgain(): Promise<void> {
    await this.review.getByRole('button', { name: this.text('wallet:withdraw.tryAgain') }).click();
  }

  /** What the review says of a send that was not made, in its own words. */
  outcome(outcome: WithdrawalOutcome): Locator {
    return this.page.getByRole('alert').filter({ hasText: this.text(OUTCOME_TEXT[outcome]) });
  }

  /** "Withdrawal requested": the withdrawal was made. */
  get done(): Locator {
    return this.page.getByRole('heading', { name: this.text('wallet:withdraw.doneTitle'), exact: true });
  }

  /** The balance once the withdrawal is made ("New balance: …"). */
  get newBalance(): Locator {
    return this.page.getByText(this.text('wallet:withdraw.newBalance', { balance: '' }).trim());
  }

  /** "See my history", from the withdrawal made. */
  async openHistory(): Promise<void> {
    await this.page.getByRole('link', { name: this.text('wallet:withdraw.historyLink') }).click();
  }
}

/** An amount as shown, in minor units: its digits (every amount here has its minor digits, or none for yen). */
export const minorUnits = (text: string | null): number => Number((text ?? '').replace(/[^\d]/g, ''));
