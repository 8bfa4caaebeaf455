import { safeLocalStorage } from '../../adapters/browser/local-storage-locale-store';
import { CookieTokenStore } from '../../adapters/cookies/cookie-token-store';
import { copiesEndWithSession } from '../../core/auth/copies-end-with-session';
import { SessionRenewal } from '../../adapters/session/session-renewal';
import { demoAnalyticsScriptUrl } from '../../../fakes/adapters/demo-analytics-script';
import { DEMO_EMAIL, DEMO_EMPTY_EMAIL, DEMO_PASSWORD, DEMO_STORAGE_KEY } from '../../../fakes/demo-constants';
import { readConfig } from '../config';
import { deferredPort, loadOnce } from '../deferred-port';
import { demoLatencyMs } from '../demo-latency';
import { scriptAnalyticsOnNeed } from '../lazy-analytics';
import { lazyMapLoader } from '../map-loader';
import { browserPorts } from './browser';
import { AUTH_METHODS, BINS_METHODS, SUPPORT_METHODS, USER_METHODS, WALLET_METHODS } from './gateway-methods';
import type { PortBindings } from './port-bindings';

function sessionStorageOrNull(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Demo mode: the whole server in the page, its world kept in localStorage across reloads. The server
 * (faker, the seeded world, the in-memory backend) is loaded on the first call that needs it, so the
 * first paint waits for none of it: the public pages make no call.
 */
export function demoBindings(): PortBindings {
  const config = readConfig(import.meta.env);
  const storage = safeLocalStorage();
  const latencyMs = demoLatencyMs({
    buildValue: import.meta.env.VITE_DEMO_LATENCY_MS,
    search: globalThis.location?.search ?? '',
    session: sessionStorageOrNull(),
  });
  const browser = browserPorts();
  const tokens = copiesEndWithSession(
    new CookieTokenStore(),
    browser.AccountSnapshotStore,
    browser.HeldWithdrawalStore,
    browser.DestinationRecheckStore,
  );
  const renewal = new SessionRenewal(tokens, browser.SessionBroadcast);
  const server = loadOnce(() =>
    import('./demo-backend').then(({ startDemoServer }) =>
      startDemoServer({ storage, latencyMs, clientId: config.clientId, tokens, renewal }),
    ),
  );
  const gateway = <K extends 'AuthGateway' | 'UserGateway' | 'WalletGateway' | 'BinsGateway' | 'SupportGateway'>(name: K) =>
    server().then((s) => s[name]);
  return {
    ports: {
      ...browser,
      AuthGateway: deferredPort(() => gateway('AuthGateway'), AUTH_METHODS),
      UserGateway: deferredPort(() => gateway('UserGateway'), USER_METHODS),
      WalletGateway: deferredPort(() => gateway('WalletGateway'), WALLET_METHODS),
      BinsGateway: deferredPort(() => gateway('BinsGateway'), BINS_METHODS),
      SupportGateway: deferredPort(() => gateway('SupportGateway'), SUPPORT_METHODS),
      // Always the bundled world map: the demo never reaches another origin.
      MapLoader: lazyMapLoader('bundled'),
      TokenStore: tokens,
      DemoControls: {
        enabled: true,
        credentials: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
        emptyCredentials: { email: DEMO_EMPTY_EMAIL, password: DEMO_PASSWORD },
        reset: () => {
          storage?.removeItem(DEMO_STORAGE_KEY);
          tokens.clear();
          browser.PageReloader.reloadAt('/');
        },
        inbox: async () => (await server()).inbox(),
        settleWithdrawal: async (outcome) => (await server()).settleWithdrawal(outcome),
        creditReturn: async () => (await server()).creditReturn(),
      },
      // The production adapter, loading the configured script or else the demo's stand-in.
      Analytics: scriptAnalyticsOnNeed(() => config.analyticsUrl ?? demoAnalyticsScriptUrl(), config.analyticsCookies),
      Config: config,
    },
    renewal,
  };
}
