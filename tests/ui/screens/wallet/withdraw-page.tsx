import { screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { CallName } from '../../../../fakes/backend/faults';
import type { PayoutRecord, TransactionRecord } from '../../../../fakes/backend/records';
import type { CountryCode, Locale } from '../../../../src/core/content/locale';
import { currencyOf } from '../../../../src/core/content/locale';
import { money } from '../../../../src/core/shared/money';
import type { ErrorCode } from '../../../../src/core/shared/domain-error';
import { TOKENS } from '../../../../src/composition/tokens';
import { renderApp } from '../../../helpers/render-app';
import { FAKE_BACKEND, TEST_TODAY } from '../../../../src/composition/bindings/test';
import { freshRecord } from '../../../../src/core/wallet/destination-recheck';

export interface WithdrawWorld {
  /** In minor units of the market's currency. */
  readonly balance?: number;
  /** The payout methods the server keeps for the customer. */
  readonly payout?: PayoutRecord;
  readonly emailVerified?: boolean;
  readonly transactions?: readonly TransactionRecord[];
  /** A call that fails once (a server error) when the page first reads it. */
  readonly fail?: CallName;
  /**
   * Whether the customer gave their password on this device a moment ago (issue 47 point 4): then a
   * payout method's dialog goes straight to its fields, as most tests of the fields need; `ask` (no
   * check kept) opens it on the password step.
   */
  readonly recheck?: 'confirmed' | 'ask';
}

/** The page's title in each language. */
const TITLE = /^(Withdraw|Retirer mon solde|出金)$/;

/**
 * The demo customer of a market, with the balance, payout methods and email state a case needs,
 * on the withdraw page, in a language. The world is arranged before the app starts.
 */
export async function withdrawPage(country: CountryCode, world: WithdrawWorld = {}, locale: Locale = 'en-US') {
  const app = await renderApp({
    path: '/user/withdraw',
    locale,
    signedInAs: country,
    arrange: (backend) => {
      const demo = backend.findUser('demo@example.com', country);
      if (!demo) throw new Error(`no ${country} demo account`);
      backend.addUser({
        ...demo,
        ...(world.balance === undefined ? {} : { balance: money(world.balance, currencyOf(country)) }),
        ...(world.payout ? { payout: world.payout } : {}),
        ...(world.emailVerified === undefined ? {} : { emailVerified: world.emailVerified }),
        ...(world.transactions ? { transactions: world.transactions } : {}),
      });
      if (world.fail) backend.failNext('server_error', { call: world.fail });
    },
    device: (container) => {
      if (world.recheck === 'ask') return;
      const customer = container.get(FAKE_BACKEND).findUser('demo@example.com', country)?.id ?? '';
      const confirmed = { ...freshRecord(customer), checkedAt: TEST_TODAY.getTime() };
      container.get(TOKENS.DestinationRecheckStore).write(confirmed);
    },
  });
  await screen.findByRole('heading', { level: 1, name: TITLE });
  const gateway = app.container.get(TOKENS.WalletGateway);
  /** The customer's record on the server now. */
  const customer = () => {
    const record = app.backend.findUser('demo@example.com', country);
    if (!record) throw new Error('the customer is gone');
    return record;
  };
  /** Withdrawals still pending on the server, newest first. */
  const pendingWithdrawals = () => customer().transactions.filter((tx) => tx.category === 'WITHDRAWAL' && tx.status === 'PENDING');
  return { ...app, gateway, customer, pendingWithdrawals };
}

/** Only PayPal set up, and the default: the demo's own starting point. */
/** A French customer's PayPal (default) and bank account, both set up. */
export const BOTH: PayoutRecord = {
  methods: {
    PAYPAL: { email: 'demo@example.com' },
    TRANSFERWISE: {
      country: 'fr',
      accountName: 'Camille Martin',
      iban: 'FR7630006000011234567890189',
      address: '12 rue Oberkampf',
      city: 'Paris',
      postCode: '75011',
    },
  },
  default: 'PAYPAL',
};

export const PAYPAL_ONLY: PayoutRecord = { methods: { PAYPAL: { email: 'demo@example.com' } }, default: 'PAYPAL' };

/** The translated text of an error code in the page's language, checked to be a text and not the bare key. */
export function errorText(app: { readonly i18n: i18n }, code: ErrorCode): string {
  const translate = app.i18n.t.bind(app.i18n) as (key: string) => string;
  const text = translate(`errors:${code}`);
  expect(text).not.toContain(code);
  return text;
}

/** The announced message (role="alert") that says this text; the notifications' own live region aside. */
export async function findAlert(text: string | RegExp): Promise<HTMLElement> {
  const alerts = (await screen.findAllByText(text)).map((node) => node.closest<HTMLElement>('[role="alert"]')).filter((a) => a !== null);
  expect(alerts).toHaveLength(1);
  return alerts[0] as HTMLElement;
}

/** A French customer types an amount and asks for its review; gives the review's region. */
export async function reviewInFrench(
  app: {
    readonly user: { clear(e: Element): Promise<void>; type(e: Element, t: string): Promise<void>; click(e: Element): Promise<void> };
  },
  amount: string,
) {
  const field = await screen.findByLabelText('Montant à retirer');
  await app.user.clear(field);
  await app.user.type(field, amount);
  await app.user.click(screen.getByRole('button', { name: 'Vérifier le retrait' }));
  return screen.findByRole('region', { name: 'Vérifiez votre retrait' });
}
