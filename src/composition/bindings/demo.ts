import { safeLocalStorage } from '../../adapters/browser/local-storage-locale-store';
import { ScriptAnalytics } from '../../adapters/browser/script-analytics';
import { CookieTokenStore } from '../../adapters/cookies/cookie-token-store';
import { SessionRenewal } from '../../adapters/session/session-renewal';
import { demoAnalyticsScriptUrl } from '../../../fakes/adapters/demo-analytics-script';
import { FakeAuthGateway } from '../../../fakes/adapters/fake-auth-gateway';
import { FakeBinsGateway } from '../../../fakes/adapters/fake-bins-gateway';
import { FakeSupportGateway } from '../../../fakes/adapters/fake-support-gateway';
import { FakeUserGateway } from '../../../fakes/adapters/fake-user-gateway';
import { FakeWalletGateway } from '../../../fakes/adapters/fake-wallet-gateway';
import { DEMO_EMAIL, DEMO_EMPTY_EMAIL, DEMO_PASSWORD } from '../../../fakes/demo-world';
import { DEMO_STORAGE_KEY, loadPersistedWorld } from '../../../fakes/persisted-world';
import { readConfig } from '../config';
import { lazyMapLoader } from '../map-loader';
import { browserPorts } from './browser';
import type { PortBindings } from './port-bindings';

/** Demo mode: the whole server in the page, its world kept in localStorage across reloads. */
export async function demoBindings(): Promise<PortBindings> {
  const config = readConfig(import.meta.env);
  const storage = safeLocalStorage();
  const backend = await loadPersistedWorld(storage);
  backend.latencyMs = 300;
  const tokens = new CookieTokenStore();
  const renewal = new SessionRenewal(tokens);
  const browser = browserPorts();
  return {
    ports: {
      ...browser,
      AuthGateway: new FakeAuthGateway(backend, config.clientId),
      UserGateway: new FakeUserGateway(backend, renewal),
      WalletGateway: new FakeWalletGateway(backend, renewal),
      BinsGateway: new FakeBinsGateway(backend),
      // Always the bundled world map: the demo never reaches another origin.
      MapLoader: lazyMapLoader({ kind: 'bundled' }),
      SupportGateway: new FakeSupportGateway(backend),
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
        inbox: () => [...backend.sent()].reverse(),
        // The signed-in customer's oldest pending withdrawal, as the payout provider would end it.
        settleWithdrawal: (outcome) => backend.settleWithdrawal(tokens.load()?.accessToken ?? null, outcome),
      },
      // The production adapter, loading the configured script or else the demo's stand-in.
      Analytics: new ScriptAnalytics(config.analyticsUrl ?? demoAnalyticsScriptUrl(), config.analyticsCookies),
      Config: config,
    },
    renewal,
  };
}
