import { LogoutUser } from '../core/auth/use-cases/logout-user';
import { RefreshSession } from '../core/auth/use-cases/refresh-session';
import { RestoreSession } from '../core/auth/use-cases/restore-session';
import { RememberLocale } from '../core/content/use-cases/remember-locale';
import { GetBalance } from '../core/wallet/use-cases/get-balance';
import { ListTransactions } from '../core/wallet/use-cases/list-transactions';
import { ListPayoutMethods } from '../core/wallet/use-cases/list-payout-methods';
import { WithdrawFunds } from '../core/wallet/use-cases/withdraw-funds';
import type { WithdrawalNotSent } from '../core/wallet/use-cases/withdrawal-not-sent';
import { PAYOUT_RECHECK_USE_CASES } from './payout-recheck';
import type { SendOutcome } from '../core/shared/send-outcome';
import { err, ok } from '../core/shared/result';
import { deferredUseCase, loadOnce, NOT_LOADED } from './deferred-port';
import { newIdempotencyKey } from './idempotency-key';
import { WebLocksSessionLock } from '../adapters/session/web-locks-session-lock';
import type { Ports } from './tokens';

const NOTHING_SENT: SendOutcome = { kind: 'offline' };

/** The device's copy of the account: its use cases' chunk (account-copy.ts). */
const loadAccountCopy = () => import('./account-copy');

const declare = <T extends Record<string, (ports: Ports) => object>>(useCases: T): T => useCases;

/**
 * Every use case, declared once: its name, its class and the ports it takes. The container binds
 * each under `TOKENS.<name>` for every profile (only the ports differ), the tokens' types and the
 * stores' types derive from here. A new use case is one line here; a screen or a store then reaches
 * it by its name. A screen's own action (a form only one screen sends) is deferred: its code loads
 * with its first use, not with the home page (issue 21; the home route's JS budget).
 */
export const USE_CASES = declare({
  // The login form's: its code loads with the login page (which fetches it once shown), not with every page.
  LoginUser: (p) =>
    deferredUseCase(
      async () => new (await import('../core/auth/use-cases/login-user')).LoginUser(p.AuthGateway, p.UserGateway, p.TokenStore),
      NOT_LOADED,
    ),
  LogoutUser: (p) => new LogoutUser(p.TokenStore, p.AuthGateway),
  RestoreSession: (p) => new RestoreSession(p.TokenStore, p.UserGateway),
  // Asked when another tab or the page's own call says the session changed, not by a first page.
  CheckSignedInCustomer: (p) =>
    deferredUseCase(
      async () => new (await import('../core/auth/use-cases/check-signed-in-customer')).CheckSignedInCustomer(p.TokenStore),
      ok('none' as const),
    ),
  // The pages' own actions (signing up, the password, the profile, the contact forms): loaded with
  // their first use, not with every page.
  RequestPasswordReset: (p) =>
    deferredUseCase(
      async () => new (await import('../core/auth/use-cases/request-password-reset')).RequestPasswordReset(p.AuthGateway),
      NOT_LOADED,
    ),
  RefreshSession: (p) => new RefreshSession(p.AuthGateway, p.TokenStore, p.SessionLock, p.SessionEvents),
  SignUpUser: (p) =>
    deferredUseCase(
      async () => new (await import('../core/auth/use-cases/sign-up-user')).SignUpUser(p.AuthGateway, p.UserGateway, p.TokenStore),
      NOT_LOADED,
    ),
  SetNewPassword: (p) =>
    deferredUseCase(async () => new (await import('../core/auth/use-cases/set-new-password')).SetNewPassword(p.AuthGateway), NOT_LOADED),
  SendVerificationCode: (p) =>
    deferredUseCase(
      async () => new (await import('../core/profile/use-cases/send-verification-code')).SendVerificationCode(p.UserGateway),
      NOT_LOADED,
    ),
  ConfirmEmail: (p) =>
    deferredUseCase(async () => new (await import('../core/profile/use-cases/confirm-email')).ConfirmEmail(p.UserGateway), NOT_LOADED),
  UpdateProfile: (p) =>
    deferredUseCase(
      async () => new (await import('../core/profile/use-cases/update-profile')).UpdateProfile(p.UserGateway, p.TokenStore),
      NOT_LOADED,
    ),
  ChangePassword: (p) =>
    deferredUseCase(
      async () => new (await import('../core/profile/use-cases/change-password')).ChangePassword(p.UserGateway, p.TokenStore),
      NOT_LOADED,
    ),
  DeleteAccount: (p) =>
    deferredUseCase(
      async () =>
        new (await import('../core/profile/use-cases/delete-account')).DeleteAccount(p.UserGateway, p.WalletGateway, p.TokenStore),
      NOT_LOADED,
    ),
  RememberLocale: (p) => new RememberLocale(p.LocaleStore),
  SendContactMessage: (p) =>
    deferredUseCase(
      async () => new (await import('../core/support/use-cases/send-contact-message')).SendContactMessage(p.SupportGateway),
      NOT_LOADED,
    ),
  SendDataSubjectRequest: (p) =>
    deferredUseCase(
      async () => new (await import('../core/support/use-cases/send-data-subject-request')).SendDataSubjectRequest(p.SupportGateway),
      NOT_LOADED,
    ),
  GetBalance: (p) => new GetBalance(p.WalletGateway),
  // Loaded with a customer page (preloadCustomerCode), not the home page; unloaded, the balance is
  // shown at once, nothing is copied and no copy is painted.
  RecordBalanceSeen: (p) =>
    deferredUseCase(async () => new (await loadAccountCopy()).RecordBalanceSeen(p.AccountSnapshotStore, p.Clock), null),
  RecordAccountPartSeen: (p) =>
    deferredUseCase(async () => new (await loadAccountCopy()).RecordAccountPartSeen(p.AccountSnapshotStore, p.Clock), false),
  ReadAccountCopy: (p) =>
    deferredUseCase(async () => new (await loadAccountCopy()).ReadAccountCopy(p.AccountSnapshotStore, p.TokenStore, p.Clock), null),
  // What changed since the last look (issue 47 point 1): unloaded, there is nothing to tell.
  AccountNews: (p) => deferredUseCase(async () => new (await loadAccountCopy()).AccountNews(p.AccountSnapshotStore, p.Clock), []),
  ListTransactions: (p) => new ListTransactions(p.WalletGateway),
  ListPayoutMethods: (p) => new ListPayoutMethods(p.WalletGateway),
  SavePayoutMethod: (p) =>
    deferredUseCase(
      async () =>
        new (await import('../core/wallet/use-cases/save-payout-method')).SavePayoutMethod(
          p.WalletGateway,
          p.TokenStore,
          p.DestinationRecheckStore,
          p.Clock,
        ),
      NOT_LOADED,
    ),
  SetDefaultPayoutMethod: (p) =>
    deferredUseCase(
      async () =>
        new (await import('../core/wallet/use-cases/set-default-payout-method')).SetDefaultPayoutMethod(p.WalletGateway, p.TokenStore),
      NOT_LOADED,
    ),
  RemovePayoutMethod: (p) =>
    deferredUseCase(
      async () => new (await import('../core/wallet/use-cases/remove-payout-method')).RemovePayoutMethod(p.WalletGateway, p.TokenStore),
      NOTHING_SENT,
    ),
  ...PAYOUT_RECHECK_USE_CASES,
  // The account page's impact figure: loaded with that page, not the home page.
  CountReturnedContainers: (p) =>
    deferredUseCase(
      async () => new (await import('../core/wallet/use-cases/count-returned-containers')).CountReturnedContainers(p.WalletGateway),
      NOT_LOADED,
    ),
  GetWithdrawalTerms: (p) =>
    deferredUseCase(
      async () => new (await import('../core/wallet/use-cases/get-withdrawal-terms')).GetWithdrawalTerms(p.WalletGateway),
      NOT_LOADED,
    ),
  WithdrawFunds: (p) => new WithdrawFunds(p.WalletGateway, newIdempotencyKey, p.TokenStore),

  // Loaded with the withdraw page's first use of it (it reads the note as it opens), not at start.
  WithdrawalNotSent: (p) => {
    const loaded = loadOnce(
      async () =>
        // One hold at a time across the browser's tabs (Web Locks; without them, this tab's holds in turn).
        new (await import('../core/wallet/use-cases/withdrawal-not-sent')).WithdrawalNotSent(
          p.HeldWithdrawalStore,
          new WebLocksSessionLock(undefined, 'circulo-withdrawal-hold'),
        ),
    );
    return {
      held: (customer, amount, ending) =>
        void loaded().then(
          (notSent) => notSent.held(customer, amount, ending),
          () => undefined,
        ),
      take: (customer) =>
        loaded().then(
          (notSent) => notSent.take(customer),
          () => null,
        ),
    } satisfies Pick<WithdrawalNotSent, 'held' | 'take'>;
  },
  // The locator's and the shop-and-return page's: loaded with their first ask, not at start.
  ListMarketBins: (p) =>
    deferredUseCase(
      async () => new (await import('../core/places/use-cases/list-market-bins')).ListMarketBins(p.BinsGateway, p.Clock),
      NOT_LOADED,
    ),
  // Only the locator of a large market asks; null when its code cannot be loaded (the screen makes the index itself).
  IndexMarketBins: (p) =>
    deferredUseCase(async () => new (await import('../core/places/use-cases/index-market-bins')).IndexMarketBins(p.BinIndexer), null),
  ReportBinProblem: (p) =>
    deferredUseCase(
      async () => new (await import('../core/places/use-cases/report-bin-problem')).ReportBinProblem(p.BinsGateway),
      NOTHING_SENT,
    ),
  // The locator's: loaded with its first use; unloaded, no position (the map shows the market).
  LocateCustomer: (p) =>
    deferredUseCase(
      async () => new (await import('../core/places/use-cases/locate-customer')).LocateCustomer(p.Geolocator),
      err('unavailable' as const),
    ),
  LocateIfAllowed: (p) =>
    deferredUseCase(async () => new (await import('../core/places/use-cases/locate-if-allowed')).LocateIfAllowed(p.Geolocator), null),
});

export type UseCaseName = keyof typeof USE_CASES;
export type UseCases = { [K in UseCaseName]: ReturnType<(typeof USE_CASES)[K]> };
