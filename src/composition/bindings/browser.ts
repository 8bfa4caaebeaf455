import { BrowserGeolocator } from '../../adapters/browser/browser-geolocator';
import { LocalStorageConsentStore } from '../../adapters/browser/local-storage-consent-store';
import { LocalStorageAccountSnapshotStore } from '../../adapters/browser/local-storage-account-snapshot-store';
import { LocalStorageLocaleStore } from '../../adapters/browser/local-storage-locale-store';
import { LocationPageReloader } from '../../adapters/browser/location-page-reloader';
import { ServiceWorkerUpdates } from '../../adapters/browser/service-worker-updates';
import { SystemClock } from '../../adapters/browser/system-clock';
import { BuiltInTranslations } from '../../adapters/i18n/built-in-translations';
import { SessionEventEmitter } from '../../adapters/session/session-event-emitter';
import { BroadcastChannelSessionBroadcast } from '../../adapters/session/broadcast-channel-session-broadcast';
import { WebLocksSessionLock } from '../../adapters/session/web-locks-session-lock';
import { lazyBinIndexer } from '../bin-indexer';
import type { Ports } from '../tokens';

/** The ports that are the browser's own, the same in production and in the demo. */
export function browserPorts(): Pick<
  Ports,
  | 'TranslationSource'
  | 'LocaleStore'
  | 'AccountSnapshotStore'
  | 'Geolocator'
  | 'BinIndexer'
  | 'Clock'
  | 'PageReloader'
  | 'AppUpdates'
  | 'ConsentStore'
  | 'SessionLock'
  | 'SessionEvents'
  | 'SessionBroadcast'
> {
  return {
    TranslationSource: new BuiltInTranslations(),
    LocaleStore: new LocalStorageLocaleStore(),
    AccountSnapshotStore: new LocalStorageAccountSnapshotStore(),
    Geolocator: new BrowserGeolocator(),
    BinIndexer: lazyBinIndexer(),
    Clock: new SystemClock(),
    PageReloader: new LocationPageReloader(),
    // The build writes the worker (scripts/lib/service-worker.mjs); the development server has none.
    AppUpdates: import.meta.env.PROD ? new ServiceWorkerUpdates() : { start: () => undefined, apply: () => undefined },
    ConsentStore: new LocalStorageConsentStore(),
    SessionLock: new WebLocksSessionLock(),
    SessionEvents: new SessionEventEmitter(),
    SessionBroadcast: new BroadcastChannelSessionBroadcast(),
  };
}
