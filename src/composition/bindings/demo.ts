import { BrowserGeolocator } from '../../adapters/browser/browser-geolocator';
import { LocalStorageLocaleStore, safeLocalStorage } from '../../adapters/browser/local-storage-locale-store';
import { LocationPageReloader } from '../../adapters/browser/location-page-reloader';
import { SystemClock } from '../../adapters/browser/system-clock';
import { LocalStorageConsentStore } from '../../adapters/browser/local-storage-consent-store';
import { CookieTokenStore } from '../../adapters/cookies/cookie-token-store';
import { BuiltInTranslations } from '../../adapters/i18n/built-in-translations';
import { FakeAuthGateway } from '../../../fakes/adapters/fake-auth-gateway';
import { FakeBinsGateway } from '../../../fakes/adapters/fake-bins-gateway';
import { FakeUserGateway } from '../../../fakes/adapters/fake-user-gateway';
import { FakeWalletGateway } from '../../../fakes/adapters/fake-wallet-gateway';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../fakes/demo-world';
import { loadPersistedWorld, DEMO_STORAGE_KEY } from '../../../fakes/persisted-world';
import { readConfig } from '../config';
import type { PortBindings } from './port-bindings';

/** Demo mode: the whole server in the page, its world kept in localStorage across reloads. */
export async function demoBindings(): Promise<PortBindings> {
  const config = readConfig(import.meta.env);
  const storage = safeLocalStorage();
  const backend = await loadPersistedWorld(storage);
  backend.latencyMs = 300;
  const tokens = new CookieTokenStore();
  return {
    ports: {
      AuthGateway: new FakeAuthGateway(backend, config.clientId),
      UserGateway: new FakeUserGateway(backend, tokens),
      WalletGateway: new FakeWalletGateway(backend, tokens),
      BinsGateway: new FakeBinsGateway(backend),
      TokenStore: tokens,
      TranslationSource: new BuiltInTranslations(),
      LocaleStore: new LocalStorageLocaleStore(),
      Geolocator: new BrowserGeolocator(),
      Clock: new SystemClock(),
      PageReloader: new LocationPageReloader(),
      DemoControls: {
        enabled: true,
        credentials: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
        reset: () => {
          storage?.removeItem(DEMO_STORAGE_KEY);
          tokens.clear();
          window.location.assign('/');
        },
      },
      ConsentStore: new LocalStorageConsentStore(),
      Config: config,
    },
  };
}
