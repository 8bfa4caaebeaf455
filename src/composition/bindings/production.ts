import { BrowserGeolocator } from '../../adapters/browser/browser-geolocator';
import { LocalStorageLocaleStore } from '../../adapters/browser/local-storage-locale-store';
import { LocationPageReloader } from '../../adapters/browser/location-page-reloader';
import { SystemClock } from '../../adapters/browser/system-clock';
import { LocalStorageConsentStore } from '../../adapters/browser/local-storage-consent-store';
import { CookieTokenStore } from '../../adapters/cookies/cookie-token-store';
import { ApiClient } from '../../adapters/http/api-client';
import { HttpAuthGateway } from '../../adapters/http/http-auth-gateway';
import { HttpBinsGateway } from '../../adapters/http/http-bins-gateway';
import { HttpUserGateway } from '../../adapters/http/http-user-gateway';
import { HttpWalletGateway } from '../../adapters/http/http-wallet-gateway';
import { BuiltInTranslations } from '../../adapters/i18n/built-in-translations';
import { readConfig } from '../config';
import type { PortBindings } from './port-bindings';

export function productionBindings(): PortBindings {
  const config = readConfig(import.meta.env);
  const tokens = new CookieTokenStore();
  const api = new ApiClient({ baseUrl: config.apiBaseUrl, tokens });
  return {
    ports: {
      AuthGateway: new HttpAuthGateway(api, config.clientId),
      UserGateway: new HttpUserGateway(api),
      WalletGateway: new HttpWalletGateway(api),
      BinsGateway: new HttpBinsGateway(api),
      TokenStore: tokens,
      TranslationSource: new BuiltInTranslations(),
      LocaleStore: new LocalStorageLocaleStore(),
      Geolocator: new BrowserGeolocator(),
      Clock: new SystemClock(),
      PageReloader: new LocationPageReloader(),
      DemoControls: { enabled: false, credentials: null, reset: () => undefined },
      ConsentStore: new LocalStorageConsentStore(),
      Config: config,
    },
  };
}
