import { CookieTokenStore } from '../../adapters/cookies/cookie-token-store';
import { copiesEndWithSession } from '../../core/auth/copies-end-with-session';
import { BuiltInTranslations } from '../../adapters/i18n/built-in-translations';
import type { ContentServiceOptions } from '../../adapters/i18n/content-service';
import { LayeredTranslations, type ContentService } from '../../adapters/i18n/content-service-translations';
import { SessionRenewal } from '../../adapters/session/session-renewal';
import { readConfig, type AppConfig } from '../config';
import { deferredPort, loadOnce } from '../deferred-port';
import { domainError } from '../../core/shared/domain-error';
import { err } from '../../core/shared/result';
import { scriptAnalyticsOnNeed } from '../lazy-analytics';
import { lazyMapLoader } from '../map-loader';
import { browserPorts } from './browser';
import { AUTH_METHODS, BINS_METHODS, SUPPORT_METHODS, USER_METHODS, WALLET_METHODS } from './gateway-methods';
import type { PortBindings } from './port-bindings';
import { NO_DEMO } from './no-demo';

/** The real server over HTTP. `env` is the build's environment; tests pass their own. */
export function productionBindings(
  env: Readonly<Record<string, string | undefined>> = import.meta.env,
  fetchFn?: typeof fetch,
): PortBindings {
  const config: AppConfig = readConfig(env);
  const browser = browserPorts();
  const tokens = copiesEndWithSession(
    new CookieTokenStore(),
    browser.AccountSnapshotStore,
    browser.HeldWithdrawalStore,
    browser.DestinationRecheckStore,
  );
  const renewal = new SessionRenewal(tokens, browser.SessionBroadcast);
  // The HTTP client and each gateway load with the first call to the server, in parallel (restoring
  // a signed-in visitor's session calls at once, at start): a visitor's first page needs none of them
  // (issue 22: the routes' JS budget).
  // Its fetch takes the reads the account's frame sent before the app (early-reads.ts).
  const api = loadOnce(async () =>
    (await import('../../adapters/http/page-api-client')).pageApiClient({
      baseUrl: config.apiBaseUrl,
      session: renewal,
      ...(fetchFn ? { fetchFn } : {}),
    }),
  );
  // A gateway over the client: its module and the client downloaded side by side.
  const over = <G>(make: Promise<(client: Awaited<ReturnType<typeof api>>) => G>) =>
    Promise.all([make, api()]).then(([gateway, client]) => gateway(client));
  // The signed-in customer's two gateways load together (customer-gateways.ts says why).
  const customerGateways = loadOnce(() => import('./customer-gateways'));
  const content = config.contentToken
    ? lazyContentService({ baseUrl: config.contentBaseUrl, token: config.contentToken, ...(fetchFn ? { fetchFn } : {}) })
    : null;
  return {
    ports: {
      ...browser,
      TranslationSource: new LayeredTranslations(new BuiltInTranslations(fetchFn), content),
      AuthGateway: deferredPort(
        () => over(import('../../adapters/http/http-auth-gateway').then((m) => (client) => new m.HttpAuthGateway(client, config.clientId))),
        AUTH_METHODS,
      ),
      UserGateway: deferredPort(() => over(customerGateways().then((m) => (client) => new m.HttpUserGateway(client))), USER_METHODS),
      WalletGateway: deferredPort(() => over(customerGateways().then((m) => (client) => new m.HttpWalletGateway(client))), WALLET_METHODS),
      BinsGateway: deferredPort(
        () => over(import('../../adapters/http/http-bins-gateway').then((m) => (client) => new m.HttpBinsGateway(client))),
        BINS_METHODS,
      ),
      MapLoader: lazyMapLoader(config.mapTiles),
      SupportGateway: deferredPort(
        () => over(import('../../adapters/http/http-support-gateway').then((m) => (client) => new m.HttpSupportGateway(client))),
        SUPPORT_METHODS,
      ),
      TokenStore: tokens,
      DemoControls: NO_DEMO,
      Analytics: scriptAnalyticsOnNeed(() => config.analyticsUrl, config.analyticsCookies),
      Config: config,
    },
    renewal,
  };
}

/** The content service's client, loaded with its first use; if its code cannot be loaded, no edits (the built-in texts stay). */
function lazyContentService(options: ContentServiceOptions): ContentService {
  const service = loadOnce(async () => new (await import('../../adapters/i18n/content-service')).ContentServiceTranslations(options));
  return {
    forLocale: (locale) =>
      service().then(
        (s) => s.forLocale(locale),
        () => err(domainError('offline')),
      ),
  };
}
