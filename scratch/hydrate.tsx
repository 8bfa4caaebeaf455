// Issue 43 point 4 (experiment, not the client): hydrates a written page (dist/_pages/…) in jsdom with
// the same App and build-time visitor it was rendered for, to see React's hydration warnings.
import { hydrateRoot } from 'react-dom/client';
import { BUILT_IN_FRENCH } from '../src/adapters/i18n/built-in-french';
import { createI18n } from '../src/adapters/i18n/i18n';
import { createContainer } from '../src/composition/create-container';
import { TOKENS } from '../src/composition/tokens';
import type { Locale } from '../src/core/content/locale';
import { NAMESPACES } from '../src/core/content/namespaces';
import { App } from '../src/ui/app/App';
import { preloadScreen } from '../src/ui/app/routes';

export async function hydrate(root: HTMLElement, path: string, locale: Locale, variant: string, log: (s: string) => void) {
  const consent = variant === 'banner' ? null : ('denied' as const);
  const container = await createContainer('build', {
    ConsentStore: { load: () => consent, save: () => undefined },
    LocaleStore: { load: () => locale, save: () => undefined },
  });
  const i18n = await createI18n(container.get(TOKENS.TranslationSource), locale, NAMESPACES, { lastResort: BUILT_IN_FRENCH });
  await preloadScreen(path);
  const location: [string, (to: string) => void] = [path, () => undefined];
  hydrateRoot(
    root,
    <App container={container} i18n={i18n} headless={variant === 'headless'} locationHook={() => location} searchHook={() => ''} />,
    {
      onRecoverableError: (error) => log(`recoverable: ${String(error).slice(0, 2000)}`),
      onUncaughtError: (error) => log(`uncaught: ${String(error)}`),
    },
  );
  await new Promise((r) => setTimeout(r, 1500));
}
