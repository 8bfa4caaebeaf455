import { LoginUser } from '../core/auth/use-cases/login-user';
import { LogoutUser } from '../core/auth/use-cases/logout-user';
import { RefreshSession } from '../core/auth/use-cases/refresh-session';
import { RequestPasswordReset } from '../core/auth/use-cases/request-password-reset';
import { RestoreSession } from '../core/auth/use-cases/restore-session';
import { RememberLocale } from '../core/content/use-cases/remember-locale';
import { DeleteAccount } from '../core/profile/use-cases/delete-account';
import { UpdateProfile } from '../core/profile/use-cases/update-profile';
import { ConfirmEmail } from '../core/profile/use-cases/confirm-email';
import { SendVerificationCode } from '../core/profile/use-cases/send-verification-code';
import { ListMarketBins } from '../core/places/use-cases/list-market-bins';
import { LocateCustomer } from '../core/places/use-cases/locate-customer';
import { LocateIfAllowed } from '../core/places/use-cases/locate-if-allowed';
import { GetBalance } from '../core/wallet/use-cases/get-balance';
import { ListTransactions } from '../core/wallet/use-cases/list-transactions';
import { ListPayoutMethods } from '../core/wallet/use-cases/list-payout-methods';
import { SavePayoutMethod } from '../core/wallet/use-cases/save-payout-method';
import { WithdrawFunds } from '../core/wallet/use-cases/withdraw-funds';
import type { SendOutcome } from '../core/shared/send-outcome';
import { domainError } from '../core/shared/domain-error';
import { err, ok } from '../core/shared/result';
import { deferredUseCase } from './deferred-port';
import { SignUpUser } from '../core/auth/use-cases/sign-up-user';
import { SetNewPassword } from '../core/auth/use-cases/set-new-password';
import { SendDataSubjectRequest } from '../core/support/use-cases/send-data-subject-request';
import { SendContactMessage } from '../core/support/use-cases/send-contact-message';
import { newIdempotencyKey } from './idempotency-key';
import type { Ports } from './tokens';

/** What a deferred use case answers when its code cannot be loaded: nothing was sent (see deferredUseCase). */
const NOT_LOADED = err(domainError('offline'));
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
  LoginUser: (p) => new LoginUser(p.AuthGateway, p.UserGateway, p.TokenStore),
  LogoutUser: (p) => new LogoutUser(p.TokenStore),
  RestoreSession: (p) => new RestoreSession(p.TokenStore, p.UserGateway),
  // Asked when another tab or the page's own call says the session changed, not by a first page.
  CheckSignedInCustomer: (p) =>
    deferredUseCase(
      async () => new (await import('../core/auth/use-cases/check-signed-in-customer')).CheckSignedInCustomer(p.TokenStore),
      ok('none' as const),
    ),
  RequestPasswordReset: (p) => new RequestPasswordReset(p.AuthGateway),
  RefreshSession: (p) => new RefreshSession(p.AuthGateway, p.TokenStore, p.SessionLock, p.SessionEvents),
  SignUpUser: (p) => new SignUpUser(p.AuthGateway, p.UserGateway, p.TokenStore),
  SetNewPassword: (p) => new SetNewPassword(p.AuthGateway),
  SendVerificationCode: (p) => new SendVerificationCode(p.UserGateway),
  ConfirmEmail: (p) => new ConfirmEmail(p.UserGateway),
  UpdateProfile: (p) => new UpdateProfile(p.UserGateway, p.TokenStore),
  // The profile page's own form: loaded with its first use, not the home page.
  ChangePassword: (p) =>
    deferredUseCase(
      async () => new (await import('../core/profile/use-cases/change-password')).ChangePassword(p.UserGateway, p.TokenStore),
      NOT_LOADED,
    ),
  DeleteAccount: (p) => new DeleteAccount(p.UserGateway, p.WalletGateway, p.TokenStore),
  RememberLocale: (p) => new RememberLocale(p.LocaleStore),
  SendContactMessage: (p) => new SendContactMessage(p.SupportGateway),
  SendDataSubjectRequest: (p) => new SendDataSubjectRequest(p.SupportGateway),
  GetBalance: (p) => new GetBalance(p.WalletGateway),
  // Loaded with a customer page (preloadCustomerCode), not the home page; unloaded, the balance is
  // shown at once, nothing is copied and no copy is painted.
  RecordBalanceSeen: (p) =>
    deferredUseCase(async () => new (await loadAccountCopy()).RecordBalanceSeen(p.AccountSnapshotStore, p.Clock), null),
  RecordHistorySeen: (p) =>
    deferredUseCase(async () => new (await loadAccountCopy()).RecordHistorySeen(p.AccountSnapshotStore, p.Clock), false),
  ReadAccountCopy: (p) =>
    deferredUseCase(async () => new (await loadAccountCopy()).ReadAccountCopy(p.AccountSnapshotStore, p.TokenStore, p.Clock), null),
  ListTransactions: (p) => new ListTransactions(p.WalletGateway),
  ListPayoutMethods: (p) => new ListPayoutMethods(p.WalletGateway),
  SavePayoutMethod: (p) => new SavePayoutMethod(p.WalletGateway, p.TokenStore),
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
  ListMarketBins: (p) => new ListMarketBins(p.BinsGateway, p.Clock),
  // Only the locator of a large market asks; null when its code cannot be loaded (the screen makes the index itself).
  IndexMarketBins: (p) =>
    deferredUseCase(async () => new (await import('../core/places/use-cases/index-market-bins')).IndexMarketBins(p.BinIndexer), null),
  ReportBinProblem: (p) =>
    deferredUseCase(
      async () => new (await import('../core/places/use-cases/report-bin-problem')).ReportBinProblem(p.BinsGateway),
      NOTHING_SENT,
    ),
  LocateCustomer: (p) => new LocateCustomer(p.Geolocator),
  LocateIfAllowed: (p) => new LocateIfAllowed(p.Geolocator),
});

export type UseCaseName = keyof typeof USE_CASES;
export type UseCases = { [K in UseCaseName]: ReturnType<(typeof USE_CASES)[K]> };
