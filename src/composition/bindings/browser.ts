import { LocalStorageConsentStore } from '../../adapters/browser/local-storage-consent-store';
import { LocalStorageAccountSnapshotStore } from '../../adapters/browser/local-storage-account-snapshot-store';
import { LocalStorageHeldWithdrawalStore } from '../../adapters/browser/local-storage-held-withdrawal-store';
import { LocalStorageDestinationRecheckStore } from '../../adapters/browser/local-storage-destination-recheck-store';
import { LocalStorageLocaleStore } from '../../adapters/browser/local-storage-locale-store';
import { navigatorAppBadge } from '../../adapters/browser/navigator-app-badge';
import { LocationPageReloader } from '../../adapters/browser/location-page-reloader';
import { ServiceWorkerUpdates } from '../../adapters/browser/service-worker-updates';
import { SystemClock } from '../../adapters/browser/system-clock';
import { timeoutScheduler } from '../../adapters/browser/timeout-scheduler';
import { BuiltInTranslations } from '../../adapters/i18n/built-in-translations';
import { SessionEventEmitter } from '../../adapters/session/session-event-emitter';
import { BroadcastChannelSessionBroadcast } from '../../adapters/session/broadcast-channel-session-broadcast';
import { WebLocksSessionLock } from '../../adapters/session/web-locks-session-lock';
import { lazyBinIndexer } from '../bin-indexer';
import type { Ports } from '../tokens';
import { loadOnce } from '../deferred-port';
import { err } from '../../core/shared/result';

const geolocator = loadOnce(() => import('../../adapters/browser/browser-geolocator').then((m) => new m.BrowserGeolocator()));

/** The ports that are the browser's own, the same in production and in the demo. */
export function browserPorts(): Pick<
  Ports,
  | 'TranslationSource'
  | 'LocaleStore'
  | 'AccountSnapshotStore'
  | 'HeldWithdrawalStore'
  | 'DestinationRecheckStore'
  | 'Geolocator'
  | 'BinIndexer'
  | 'Clock'
  | 'Scheduler'
  | 'PageReloader'
  | 'AppUpdates'
  | 'AppBadge'
  | 'ConsentStore'
  | 'SessionLock'
  | 'SessionEvents'
  | 'SessionBroadcast'
> {
  return {
    TranslationSource: new BuiltInTranslations(),
    LocaleStore: new LocalStorageLocaleStore(),
    AccountSnapshotStore: new LocalStorageAccountSnapshotStore(),
    HeldWithdrawalStore: new LocalStorageHeldWithdrawalStore(),
    DestinationRecheckStore: new LocalStorageDestinationRecheckStore(),
    // Loaded with the locator's first ask, not at start: no other page asks where the device is.
    Geolocator: {
      current: () =>
        geolocator().then(
          (found) => found.current(),
          () => err('unavailable'),
        ),
      permission: () =>
        geolocator().then(
          (found) => found.permission(),
          () => 'unknown' as const,
        ),
    },
    BinIndexer: lazyBinIndexer(),
    Clock: new SystemClock(),
    Scheduler: timeoutScheduler,
    PageReloader: new LocationPageReloader(),
    // The build writes the worker (scripts/lib/service-worker.mjs); the development server has none.
    AppUpdates: import.meta.env.PROD ? new ServiceWorkerUpdates() : { start: () => undefined, apply: () => undefined },
    AppBadge: navigatorAppBadge(),
    ConsentStore: new LocalStorageConsentStore(),
    SessionLock: new WebLocksSessionLock(),
    SessionEvents: new SessionEventEmitter(),
    SessionBroadcast: new BroadcastChannelSessionBroadcast(),
  };
}
