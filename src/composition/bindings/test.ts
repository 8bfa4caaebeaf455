import type { InMemoryBackend } from '../../../fakes/backend/in-memory-backend';
import { RecordingAnalytics } from '../../../fakes/adapters/recording-analytics';
import { FakeAuthGateway } from '../../../fakes/adapters/fake-auth-gateway';
import { FakeBinsGateway } from '../../../fakes/adapters/fake-bins-gateway';
import { FakeSupportGateway } from '../../../fakes/adapters/fake-support-gateway';
import { SessionRenewal } from '../../adapters/session/session-renewal';
import { BroadcastChannelSessionBroadcast } from '../../adapters/session/broadcast-channel-session-broadcast';
import { SessionEventEmitter } from '../../adapters/session/session-event-emitter';
import { WebLocksSessionLock } from '../../adapters/session/web-locks-session-lock';
import { FakeUserGateway } from '../../../fakes/adapters/fake-user-gateway';
import { FakeWalletGateway } from '../../../fakes/adapters/fake-wallet-gateway';
import { MemoryTokenStore } from '../../../fakes/adapters/memory-token-store';
import { LocalStorageAccountSnapshotStore } from '../../adapters/browser/local-storage-account-snapshot-store';
import { LocalStorageHeldWithdrawalStore } from '../../adapters/browser/local-storage-held-withdrawal-store';
import { LocalStorageDestinationRecheckStore } from '../../adapters/browser/local-storage-destination-recheck-store';
import { ManualScheduler } from '../../../fakes/adapters/manual-scheduler';
import { RecordingAppBadge } from '../../../fakes/adapters/recording-app-badge';
import { copiesEndWithSession } from '../../core/auth/copies-end-with-session';
import { RecordingPageReloader } from '../../../fakes/adapters/recording-page-reloader';
import { ManualAppUpdates } from '../../../fakes/adapters/manual-app-updates';
import { RecordingMapLoader } from '../../../fakes/adapters/recording-map';
import { BundledTranslations } from '../../../fakes/adapters/bundled-translations';
import { token } from '../tokens';
import { createDemoWorld, DEMO_EMAIL, DEMO_EMPTY_EMAIL, DEMO_PASSWORD } from '../../../fakes/demo-world';
import type { Locale } from '../../core/content/locale';
import { indexBins } from '../../core/places/bin-index';
import type { LocaleStore } from '../../core/content/ports/locale-store.port';
import { readConfig } from '../config';
import { err } from '../../core/shared/result';
import type { ConsentChoice, ConsentStore } from '../../core/shell/ports/consent-store.port';
import type { PortBindings } from './port-bindings';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function memoryConsent(): ConsentStore {
  let choice: ConsentChoice | null = null;
  return { load: () => choice, save: (c) => void (choice = c) };
}

/**
 * Bound by the test profile only, so that tests can arrange the world and look at it afterwards.
 * It lives here, not in tokens.ts, so that its name never reaches the production bundle.
 */
export const FAKE_BACKEND = token<InMemoryBackend>('fake.InMemoryBackend');
/** The session's cookies as the test's browser holds them: a second tab, a browser refusing them. */
export const FAKE_TOKENS = token<MemoryTokenStore>('fake.MemoryTokenStore');
/** The tests' scheduler: a withdrawal's hold ends at once, or when the test says (`hold()`, `runAll()`). */
export const FAKE_SCHEDULER = token<ManualScheduler>('fake.ManualScheduler');
/** The installed app's icon, as the app badged it (issue 47 point 1). */
export const FAKE_BADGE = token<RecordingAppBadge>('fake.RecordingAppBadge');

/** A fixed "today", so dates in the seeded world never move under a test. */
export const TEST_TODAY = new Date('2026-11-21T10:00:00Z');

/** Tests: the seeded demo world in memory, no browser storage, no network, a fixed clock. */
export async function testBindings(): Promise<PortBindings> {
  const now = () => TEST_TODAY.getTime();
  const backend = await createDemoWorld({ seed: 42, referenceDate: TEST_TODAY, now });
  const cookies = new MemoryTokenStore(now);
  // The account's copy as the browser keeps it, in a storage of this test's own.
  const snapshots = new LocalStorageAccountSnapshotStore(memoryStorage());
  const held = new LocalStorageHeldWithdrawalStore(memoryStorage());
  const rechecks = new LocalStorageDestinationRecheckStore(memoryStorage());
  const scheduler = new ManualScheduler();
  const badge = new RecordingAppBadge();
  const tokens = copiesEndWithSession(cookies, snapshots, held, rechecks);
  // One tab: its own listeners hear it, no channel to other tabs.
  const broadcast = new BroadcastChannelSessionBroadcast(() => null);
  const renewal = new SessionRenewal(tokens, broadcast);
  let savedLocale: Locale | null = null;
  const localeStore: LocaleStore = { load: () => savedLocale, save: (l) => void (savedLocale = l) };
  return {
    ports: {
      AuthGateway: new FakeAuthGateway(backend, 'test-client'),
      UserGateway: new FakeUserGateway(backend, renewal),
      WalletGateway: new FakeWalletGateway(backend, renewal),
      BinsGateway: new FakeBinsGateway(backend, renewal),
      SupportGateway: new FakeSupportGateway(backend),
      SessionLock: new WebLocksSessionLock(null),
      SessionEvents: new SessionEventEmitter(),
      SessionBroadcast: broadcast,
      TokenStore: tokens,
      TranslationSource: new BundledTranslations(),
      LocaleStore: localeStore,
      AccountSnapshotStore: snapshots,
      HeldWithdrawalStore: held,
      DestinationRecheckStore: rechecks,
      Geolocator: { current: async () => err('denied'), permission: async () => 'prompt' },
      MapLoader: new RecordingMapLoader(),
      // jsdom has no workers: the index is made in the thread, as the browser's adapter does without one.
      BinIndexer: { index: async (keys, locale) => indexBins(keys, locale) },
      Clock: { now: () => new Date(now()) },
      Scheduler: scheduler,
      PageReloader: new RecordingPageReloader(),
      AppUpdates: new ManualAppUpdates(),
      AppBadge: badge,
      DemoControls: {
        enabled: true,
        credentials: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
        emptyCredentials: { email: DEMO_EMPTY_EMAIL, password: DEMO_PASSWORD },
        reset: () => undefined,
        inbox: async () => [...backend.sent()].reverse(),
        // The signed-in customer's oldest pending withdrawal, as the payout provider would end it.
        settleWithdrawal: (outcome) => backend.settleWithdrawal(tokens.load()?.accessToken ?? null, outcome),
        creditReturn: () => backend.creditReturn(tokens.load()?.accessToken ?? null),
      },
      ConsentStore: memoryConsent(),
      Analytics: new RecordingAnalytics(),
      Config: readConfig({}),
    },
    renewal,
    extras: (container) => {
      container.bind(FAKE_BACKEND).toConstantValue(backend);
      container.bind(FAKE_TOKENS).toConstantValue(cookies);
      container.bind(FAKE_SCHEDULER).toConstantValue(scheduler);
      container.bind(FAKE_BADGE).toConstantValue(badge);
    },
  };
}
