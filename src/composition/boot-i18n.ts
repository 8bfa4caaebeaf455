import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import { BUILT_IN_FRENCH } from '../adapters/i18n/built-in-french';
import { createI18n } from '../adapters/i18n/i18n';
import { resolveLocale, type Locale } from '../core/content/locale';
import { NAMESPACES } from '../core/content/namespaces';
import { initialLocale } from '../core/content/requested-locale';
import { TOKENS } from './tokens';

/**
 * Everything the first render needs: the language with its texts loaded, so the first paint is
 * already translated. `first`: the language of the page the server sent, which the app hydrates
 * (src/main.tsx); else the one the URL asks for, else the saved choice, else the browser's languages
 * — `navigator.languages`, passed in — else fr-FR.
 */
export async function bootI18n(
  container: Container,
  pathname: string,
  search: string,
  browserLanguages: readonly string[] = [],
  first?: Locale,
): Promise<I18n> {
  // Read even when the page's language decides: reading keeps the saved choice's copies (storage,
  // and the cookie the server picks pages by) in step, so the next page is served in it.
  const saved = container.get(TOKENS.LocaleStore).load();
  const locale = first ?? resolveLocale(initialLocale(pathname, search, saved, browserLanguages));
  return createI18n(container.get(TOKENS.TranslationSource), locale, NAMESPACES, { lastResort: BUILT_IN_FRENCH });
}
