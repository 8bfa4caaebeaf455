import type { AuthGateway } from '../core/auth/ports/auth-gateway.port';
import type { SessionEvents } from '../core/auth/ports/session-events.port';
import type { SessionBroadcast } from '../core/auth/ports/session-broadcast.port';
import type { SessionLock } from '../core/auth/ports/session-lock.port';
import type { TokenStore } from '../core/auth/ports/token-store.port';
import type { LocaleStore } from '../core/content/ports/locale-store.port';
import type { TranslationSource } from '../core/content/ports/translation-source.port';
import type { BinIndexer } from '../core/places/ports/bin-indexer.port';
import type { BinsGateway } from '../core/places/ports/bins-gateway.port';
import type { Geolocator } from '../core/places/ports/geolocator.port';
import type { MapLoader } from '../core/places/ports/map.port';
import type { UserGateway } from '../core/profile/ports/user-gateway.port';
import type { Clock } from '../core/shared/clock.port';
import type { Scheduler } from '../core/shared/scheduler.port';
import type { Analytics } from '../core/shell/ports/analytics.port';
import type { AppUpdates } from '../core/shell/ports/app-updates.port';
import type { ConsentStore } from '../core/shell/ports/consent-store.port';
import type { DemoControls } from '../core/shell/ports/demo-controls.port';
import type { AppBadge } from '../core/shell/ports/app-badge.port';
import type { PageReloader } from '../core/shell/ports/page-reloader.port';
import type { SupportGateway } from '../core/support/ports/support-gateway.port';
import type { WalletGateway } from '../core/wallet/ports/wallet-gateway.port';
import type { AccountSnapshotStore } from '../core/wallet/ports/account-snapshot-store.port';
import type { HeldWithdrawalStore } from '../core/wallet/ports/held-withdrawal-store.port';
import type { DestinationRecheckStore } from '../core/wallet/ports/destination-recheck-store.port';
import type { AppConfig } from './config';
import type { UseCaseName, UseCases } from './use-cases';

export type { UseCaseName, UseCases };

/** A service identifier that remembers the type it resolves to, and the name it was declared by. */
export type Token<T, Name extends string = string> = symbol & { readonly __resolves?: T; readonly __name?: Name };

// Teach the container that a Token<T> resolves to a T, so `container.get(TOKENS.X)` is typed.
declare module '@inversifyjs/container' {
  interface Container {
    get<T>(serviceIdentifier: Token<T>): T;
  }
}
export const token = <T>(name: string): Token<T> => Symbol.for(`app.${name}`) as Token<T>;

/** The ports: what each profile binds to its own adapters (bindings/*.ts). */
export interface Ports {
  AuthGateway: AuthGateway;
  UserGateway: UserGateway;
  WalletGateway: WalletGateway;
  BinsGateway: BinsGateway;
  SupportGateway: SupportGateway;
  TokenStore: TokenStore;
  SessionLock: SessionLock;
  SessionEvents: SessionEvents;
  SessionBroadcast: SessionBroadcast;
  TranslationSource: TranslationSource;
  LocaleStore: LocaleStore;
  /** The account's copy on this device, wiped with the session (core/auth/copies-end-with-session.ts). */
  AccountSnapshotStore: AccountSnapshotStore;
  HeldWithdrawalStore: HeldWithdrawalStore;
  DestinationRecheckStore: DestinationRecheckStore;
  Geolocator: Geolocator;
  /** Maps are drawn in an element of the page: the port's mount target is the DOM's, chosen here, not in core. */
  MapLoader: MapLoader<HTMLElement>;
  /** A large market's order and search words, made off the screen's thread where the platform can (a worker). */
  BinIndexer: BinIndexer;
  Clock: Clock;
  Scheduler: Scheduler;
  PageReloader: PageReloader;
  AppUpdates: AppUpdates;
  AppBadge: AppBadge;
  DemoControls: DemoControls;
  ConsentStore: ConsentStore;
  Analytics: Analytics;
  Config: AppConfig;
}
export type PortName = keyof Ports;

type Tokens = { readonly [K in PortName]: Token<Ports[K], K> } & { readonly [K in UseCaseName]: Token<UseCases[K], K> };

/** The ports the browser shell needs and the domain does not: the only ports the UI resolves itself. */
export type ShellPortName =
  'Clock' | 'Scheduler' | 'Analytics' | 'ConsentStore' | 'PageReloader' | 'AppUpdates' | 'AppBadge' | 'DemoControls' | 'Config';
/**
 * The injection rule (docs/architecture.md): what the UI may resolve, a use case or a shell port. A
 * gateway or any other port is reached through a use case or a store: `useInjection` takes no other token.
 */
export type UiToken<T> = Token<T, UseCaseName | ShellPortName>;

/**
 * Every port's and use case's identifier, typed from their declarations (`Ports` above, `USE_CASES`
 * in use-cases.ts) and made when asked for: `TOKENS.LoginUser` is `Symbol.for('app.LoginUser')`.
 * Only the types are imported here, so the first page's JS holds no use case and no list of them.
 */
export const TOKENS: Tokens = new Proxy({} as Tokens, {
  get: (_, name) => (typeof name === 'string' ? token(name) : undefined),
});
