import type { AuthGateway } from '../core/auth/ports/auth-gateway.port';
import type { SessionEvents } from '../core/auth/ports/session-events.port';
import type { SessionLock } from '../core/auth/ports/session-lock.port';
import type { TokenStore } from '../core/auth/ports/token-store.port';
import type { LoginUser } from '../core/auth/use-cases/login-user';
import type { LogoutUser } from '../core/auth/use-cases/logout-user';
import type { RefreshSession } from '../core/auth/use-cases/refresh-session';
import type { RequestPasswordReset } from '../core/auth/use-cases/request-password-reset';
import type { RestoreSession } from '../core/auth/use-cases/restore-session';
import type { SetNewPassword } from '../core/auth/use-cases/set-new-password';
import type { SignUpUser } from '../core/auth/use-cases/sign-up-user';
import type { ConfirmEmail, SendVerificationCode } from '../core/profile/use-cases/verify-email';
import type { UpdateProfile } from '../core/profile/use-cases/update-profile';
import type { ChangePassword } from '../core/profile/use-cases/change-password';

import type { DeleteAccount } from '../core/profile/use-cases/delete-account';
import type { SendContactMessage, SendDataSubjectRequest } from '../core/support/use-cases/send-support-request';
import type { LocaleStore } from '../core/content/ports/locale-store.port';
import type { TranslationSource } from '../core/content/ports/translation-source.port';
import type { BinsGateway } from '../core/places/ports/bins-gateway.port';
import type { Geolocator } from '../core/places/ports/geolocator.port';
import type { MapLoader } from '../core/places/ports/map.port';
import type { ListMarketBins } from '../core/places/use-cases/list-market-bins';
import type { LocateCustomer } from '../core/places/use-cases/locate-customer';
import type { UserGateway } from '../core/profile/ports/user-gateway.port';
import type { Clock } from '../core/shared/clock.port';
import type { SupportGateway } from '../core/support/ports/support-gateway.port';
import type { WalletGateway } from '../core/wallet/ports/wallet-gateway.port';
import type { GetBalance } from '../core/wallet/use-cases/get-balance';
import type { ListTransactions } from '../core/wallet/use-cases/list-transactions';
import type { ListPayoutMethods, SavePayoutMethod, SetDefaultPayoutMethod } from '../core/wallet/use-cases/payout-methods';
import type { GetWithdrawalTerms, WithdrawFunds } from '../core/wallet/use-cases/withdraw-funds';
import type { AppConfig } from './config';
import type { Analytics } from '../core/shell/ports/analytics.port';
import type { ConsentStore } from '../core/shell/ports/consent-store.port';
import type { DemoControls } from '../core/shell/ports/demo-controls.port';
import type { PageReloader } from '../core/shell/ports/page-reloader.port';

/** A service identifier that remembers the type it resolves to. */
export type Token<T> = symbol & { readonly __resolves?: T };

// Teach the container that a Token<T> resolves to a T, so `container.get(TOKENS.X)` is typed.
declare module '@inversifyjs/container' {
  interface Container {
    get<T>(serviceIdentifier: Token<T>): T;
  }
}
export const token = <T>(name: string): Token<T> => Symbol.for(`app.${name}`) as Token<T>;

/** The ports: what each profile binds to its own adapters. */
const PORT_TOKENS = {
  AuthGateway: token<AuthGateway>('AuthGateway'),
  UserGateway: token<UserGateway>('UserGateway'),
  WalletGateway: token<WalletGateway>('WalletGateway'),
  BinsGateway: token<BinsGateway>('BinsGateway'),
  SupportGateway: token<SupportGateway>('SupportGateway'),
  TokenStore: token<TokenStore>('TokenStore'),
  SessionLock: token<SessionLock>('SessionLock'),
  SessionEvents: token<SessionEvents>('SessionEvents'),
  TranslationSource: token<TranslationSource>('TranslationSource'),
  LocaleStore: token<LocaleStore>('LocaleStore'),
  Geolocator: token<Geolocator>('Geolocator'),
  /** Maps are drawn in an element of the page: the port's mount target is the DOM's, chosen here, not in core. */
  MapLoader: token<MapLoader<HTMLElement>>('MapLoader'),
  Clock: token<Clock>('Clock'),
  PageReloader: token<PageReloader>('PageReloader'),
  DemoControls: token<DemoControls>('DemoControls'),
  ConsentStore: token<ConsentStore>('ConsentStore'),
  Analytics: token<Analytics>('Analytics'),
  Config: token<AppConfig>('Config'),
} as const;

/** The use cases: bound once, the same for every profile. */
const USE_CASE_TOKENS = {
  LoginUser: token<LoginUser>('LoginUser'),
  LogoutUser: token<LogoutUser>('LogoutUser'),
  RestoreSession: token<RestoreSession>('RestoreSession'),
  RequestPasswordReset: token<RequestPasswordReset>('RequestPasswordReset'),
  GetBalance: token<GetBalance>('GetBalance'),
  ListTransactions: token<ListTransactions>('ListTransactions'),
  ListPayoutMethods: token<ListPayoutMethods>('ListPayoutMethods'),
  SavePayoutMethod: token<SavePayoutMethod>('SavePayoutMethod'),
  SetDefaultPayoutMethod: token<SetDefaultPayoutMethod>('SetDefaultPayoutMethod'),
  GetWithdrawalTerms: token<GetWithdrawalTerms>('GetWithdrawalTerms'),
  WithdrawFunds: token<WithdrawFunds>('WithdrawFunds'),
  RefreshSession: token<RefreshSession>('RefreshSession'),
  SignUpUser: token<SignUpUser>('SignUpUser'),
  SetNewPassword: token<SetNewPassword>('SetNewPassword'),
  SendVerificationCode: token<SendVerificationCode>('SendVerificationCode'),
  ConfirmEmail: token<ConfirmEmail>('ConfirmEmail'),
  UpdateProfile: token<UpdateProfile>('UpdateProfile'),
  ChangePassword: token<ChangePassword>('ChangePassword'),
  SendContactMessage: token<SendContactMessage>('SendContactMessage'),
  SendDataSubjectRequest: token<SendDataSubjectRequest>('SendDataSubjectRequest'),
  DeleteAccount: token<DeleteAccount>('DeleteAccount'),
  ListMarketBins: token<ListMarketBins>('ListMarketBins'),
  LocateCustomer: token<LocateCustomer>('LocateCustomer'),
} as const;

/** Every port and use case, in one place. */
export const TOKENS = { ...PORT_TOKENS, ...USE_CASE_TOKENS } as const;

type Resolved<T> = T extends Token<infer R> ? R : never;

// Both sets are derived from the objects above, so a new token cannot be forgotten in a list.
export type PortName = keyof typeof PORT_TOKENS;
export type UseCaseName = keyof typeof USE_CASE_TOKENS;
export type Ports = { [K in PortName]: Resolved<(typeof PORT_TOKENS)[K]> };
export type UseCases = { [K in UseCaseName]: Resolved<(typeof USE_CASE_TOKENS)[K]> };
