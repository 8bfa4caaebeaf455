import { localeFiles } from '../../adapters/i18n/locale-files';
import { BroadcastChannelSessionBroadcast } from '../../adapters/session/broadcast-channel-session-broadcast';
import { SessionEventEmitter } from '../../adapters/session/session-event-emitter';
import { SessionRenewal } from '../../adapters/session/session-renewal';
import { WebLocksSessionLock } from '../../adapters/session/web-locks-session-lock';
import type { TokenStore } from '../../core/auth/ports/token-store.port';
import { indexBins } from '../../core/places/bin-index';
import { domainError } from '../../core/shared/domain-error';
import { err } from '../../core/shared/result';
import type { DemoControls } from '../../core/shell/ports/demo-controls.port';
import { readConfig } from '../config';
import { deferredPort, type Deferrable } from '../deferred-port';
import { AUTH_METHODS, BINS_METHODS, SUPPORT_METHODS, USER_METHODS, WALLET_METHODS } from './gateway-methods';
import type { PortBindings } from './port-bindings';
import { NO_DEMO } from './no-demo';
import type { OwnedItemStore } from '../../core/shared/owned-item-store.port';

/** A gateway whose every call answers offline: nothing leaves the build (the prerendered pages call none). */
const offline = <T extends Deferrable<T>>(methods: { readonly [K in keyof T]: true }): T =>
  deferredPort<T>(() => Promise.reject(new Error('no server at build time')), methods);

/** No one is signed in: nothing is saved, nothing can be. */
const NO_SESSION: TokenStore = {
  load: () => null,
  save: () => err(domainError('session_not_saved')),
  own: () => false,
  pageCustomer: () => null,
  clear: () => undefined,
};

/** The demo build's pages show its sign-in details (the login screen) and its bar, as the demo's page does. */
async function demoControls(): Promise<DemoControls> {
  if (import.meta.env.MODE !== 'demo') return NO_DEMO;
  const { DEMO_EMAIL, DEMO_EMPTY_EMAIL, DEMO_PASSWORD } = await import('../../../fakes/demo-constants');
  return {
    ...NO_DEMO,
    enabled: true,
    credentials: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    emptyCredentials: { email: DEMO_EMPTY_EMAIL, password: DEMO_PASSWORD },
  };
}

/** No device at build time: nothing of a customer's is kept, nor read. */
const NOTHING_KEPT: OwnedItemStore<never> = { owner: () => null, read: async () => null, write: () => undefined, wipe: () => undefined };

/**
 * Build time (issue 43): the pages rendered in Node by React's server renderer (src/prerender). No
 * cookies, storage, window or network: the signed-out visitor who has made no consent choice and
 * saved no language (the prerender overrides ConsentStore and LocaleStore for its variants), the
 * texts from the locale files, the build's configuration. Every call to the server answers offline.
 */
export async function buildBindings(): Promise<PortBindings> {
  const broadcast = new BroadcastChannelSessionBroadcast(() => null);
  const renewal = new SessionRenewal(NO_SESSION, broadcast);
  return {
    ports: {
      AuthGateway: offline(AUTH_METHODS),
      UserGateway: offline(USER_METHODS),
      WalletGateway: offline(WALLET_METHODS),
      BinsGateway: offline(BINS_METHODS),
      SupportGateway: offline(SUPPORT_METHODS),
      TokenStore: NO_SESSION,
      SessionLock: new WebLocksSessionLock(null),
      SessionEvents: new SessionEventEmitter(),
      SessionBroadcast: broadcast,
      TranslationSource: localeFiles(),
      LocaleStore: { load: () => null, save: () => undefined },
      AccountSnapshotStore: NOTHING_KEPT,
      HeldWithdrawalStore: NOTHING_KEPT,
      DestinationRecheckStore: NOTHING_KEPT,
      Geolocator: { current: async () => err('denied'), permission: async () => 'prompt' },
      MapLoader: { open: () => Promise.reject(new Error('no map at build time')) },
      BinIndexer: { index: async (keys, locale) => indexBins(keys, locale) },
      Clock: { now: () => new Date() },
      Scheduler: { after: () => () => undefined },
      AppBadge: { shown: false, show: () => undefined },
      PageReloader: { reloadAt: () => undefined, canReload: () => false, noticeAfterReload: () => null },
      AppUpdates: { start: () => undefined, apply: () => undefined },
      DemoControls: await demoControls(),
      ConsentStore: { load: () => null, save: () => undefined },
      Analytics: { enable: () => undefined, disable: () => false, pageView: () => undefined },
      Config: readConfig(import.meta.env),
    },
    renewal,
  };
}
