import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import { createI18n } from '../adapters/i18n/i18n';
import { ImportedTranslations } from '../adapters/i18n/imported-translations';
import { resolveLocale } from '../core/content/locale';
import { TOKENS } from './tokens';
import { NAMESPACES } from '../ui/i18n/namespaces';
import { initialLocale } from '../ui/app/country-segment';

/**
 * The French texts as built, one chunk per namespace, downloaded only when a namespace could be
 * had neither in the active language nor in French from /locales (docs/decisions.md, point 8).
 */
const BUILT_FRENCH = new ImportedTranslations(
  Object.fromEntries(
    Object.entries(import.meta.glob('../ui/locales/fr-FR/*.json', { import: 'default' })).map(([path, load]) => [
      path.replace(/^.*\/locales\/([^/]+)\/([^/]+)\.json$/, '$1/$2'),
      load,
    ]),
  ),
);

/**
 * Everything the first render needs: the language (from the URL, else the saved
 * choice, else fr-FR) with its texts loaded, so the first paint is already translated.
 */
export async function bootI18n(container: Container, pathname: string, search: string): Promise<I18n> {
  const saved = container.get(TOKENS.LocaleStore).load();
  const locale = resolveLocale(initialLocale(pathname, search, saved));
  return createI18n(container.get(TOKENS.TranslationSource), locale, NAMESPACES, { lastResort: BUILT_FRENCH });
}
