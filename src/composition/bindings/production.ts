import { ScriptAnalytics } from '../../adapters/browser/script-analytics';
import { CookieTokenStore } from '../../adapters/cookies/cookie-token-store';
import { ApiClient } from '../../adapters/http/api-client';
import { HttpAuthGateway } from '../../adapters/http/http-auth-gateway';
import { HttpUserGateway } from '../../adapters/http/http-user-gateway';
import { BuiltInTranslations } from '../../adapters/i18n/built-in-translations';
import { ContentServiceTranslations, LayeredTranslations } from '../../adapters/i18n/content-service-translations';
import { SessionRenewal } from '../../adapters/session/session-renewal';
import { readConfig, type AppConfig } from '../config';
import { deferredPort } from '../deferred-port';
import { lazyMapLoader } from '../map-loader';
import { browserPorts } from './browser';
import { BINS_METHODS, SUPPORT_METHODS, WALLET_METHODS } from './gateway-methods';
import type { PortBindings } from './port-bindings';

/** The real server over HTTP. `env` is the build's environment; tests pass their own. */
export function productionBindings(
  env: Readonly<Record<string, string | undefined>> = import.meta.env,
  fetchFn?: typeof fetch,
): PortBindings {
  const config: AppConfig = readConfig(env);
  const tokens = new CookieTokenStore();
  const renewal = new SessionRenewal(tokens);
  const api = new ApiClient({ baseUrl: config.apiBaseUrl, session: renewal, ...(fetchFn ? { fetchFn } : {}) });
  const content = config.contentToken
    ? new ContentServiceTranslations({ baseUrl: config.contentBaseUrl, token: config.contentToken, ...(fetchFn ? { fetchFn } : {}) })
    : null;
  return {
    ports: {
      ...browserPorts(),
      TranslationSource: new LayeredTranslations(new BuiltInTranslations(fetchFn), content),
      AuthGateway: new HttpAuthGateway(api, config.clientId),
      UserGateway: new HttpUserGateway(api),
      // Loaded on their first call: a visitor's first page needs none of them (the session's
      // gateways, above, can be needed at once to restore a session).
      WalletGateway: deferredPort(
        async () => new (await import('../../adapters/http/http-wallet-gateway')).HttpWalletGateway(api),
        WALLET_METHODS,
      ),
      BinsGateway: deferredPort(async () => new (await import('../../adapters/http/http-bins-gateway')).HttpBinsGateway(api), BINS_METHODS),
      MapLoader: lazyMapLoader(config.baseMap),
      SupportGateway: deferredPort(
        async () => new (await import('../../adapters/http/http-support-gateway')).HttpSupportGateway(api),
        SUPPORT_METHODS,
      ),
      TokenStore: tokens,
      DemoControls: {
        enabled: false,
        credentials: null,
        emptyCredentials: null,
        reset: () => undefined,
        inbox: async () => [],
        settleWithdrawal: async () => false,
      },
      Analytics: new ScriptAnalytics(config.analyticsUrl, config.analyticsCookies),
      Config: config,
    },
    renewal,
  };
}
