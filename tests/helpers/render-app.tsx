import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import userEvent from '@testing-library/user-event';
import { memoryLocation } from 'wouter/memory-location';
import { FAKE_BACKEND } from '../../src/composition/bindings/test';
import type { InMemoryBackend } from '../../fakes/backend/in-memory-backend';
import type { RecordingPageReloader } from '../../fakes/adapters/recording-page-reloader';
import type { RecordingMapLoader } from '../../fakes/adapters/recording-map';
import type { TokenPair } from '../../src/core/auth/session';
import type { Locale } from '../../src/core/content/locale';
import { bootI18n } from '../../src/composition/boot-i18n';
import { createContainer, type Overrides } from '../../src/composition/create-container';
import { TOKENS } from '../../src/composition/tokens';
import { App } from '../../src/ui/app/App';

export interface RenderAppOptions {
  readonly path?: string;
  readonly locale?: Locale;
  readonly overrides?: Overrides;
  /** Sign in as this country's demo account before the app starts. */
  readonly signedInAs?: 'us' | 'uk' | 'ca' | 'fr' | 'jp';
  readonly headless?: boolean;
  /** Arranges the server's world before the app starts (and before the sign-in, when there is one). */
  readonly arrange?: (backend: InMemoryBackend) => void;
  /** Arranges what this browser kept from earlier visits, before the app starts. */
  readonly device?: (container: Container) => void;
  /** The browser's languages (navigator.languages), most preferred first; none by default. */
  readonly browserLanguages?: readonly string[];
}

/** Saves the tokens of `country`'s demo account in the container's browser, as a sign-in before the app starts. */
export async function signInAsDemo(container: Container, country: NonNullable<RenderAppOptions['signedInAs']>): Promise<void> {
  const grant = await container.get(FAKE_BACKEND).issueToken({
    client_id: 'test-client',
    country_code: country,
    email: 'demo@example.com',
    grant_type: 'password',
    password: 'demo1234',
  });
  if (!grant.ok) throw new Error('demo login failed in test set-up');
  const tokens: TokenPair = {
    accessToken: grant.data.access_token,
    refreshToken: grant.data.refresh_token,
    expiresIn: grant.data.expires_in,
  };
  container.get(TOKENS.TokenStore).save(tokens);
}

/** Renders the whole app through the real container (test profile) at a path, as a user would meet it. */
export async function renderApp(options: RenderAppOptions = {}) {
  const { path = '/', locale, overrides, signedInAs, headless = false, arrange, device, browserLanguages = [] } = options;
  const container = await createContainer('test', overrides);
  const backend = container.get(FAKE_BACKEND);
  arrange?.(backend);
  if (locale) container.get(TOKENS.LocaleStore).save(locale);
  if (signedInAs) await signInAsDemo(container, signedInAs);
  device?.(container);
  const [pathname = '/', search = ''] = path.split('?');
  const i18n = await bootI18n(container, pathname, search ? `?${search}` : '', browserLanguages);
  const location = memoryLocation({ path, record: true });
  // No timer between keystrokes (delay: null): each one would wait for a macrotask, which a busy
  // machine makes slow; events still go one by one, in order, as a customer types.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <App container={container} i18n={i18n} locationHook={location.hook} searchHook={location.searchHook} headless={headless} />,
  );
  const reloader = container.get(TOKENS.PageReloader) as RecordingPageReloader;
  // The recording map, unless a test bound its own loader.
  const maps = container.get(TOKENS.MapLoader) as RecordingMapLoader;
  return { ...view, user, container, backend, i18n, location, reloader, maps };
}
