import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import { BUILT_IN_FRENCH } from '../adapters/i18n/built-in-french';
import { createI18n } from '../adapters/i18n/i18n';
import { resolveLocale, type Locale } from '../core/content/locale';
import { NAMESPACES } from '../core/content/namespaces';
import { initialLocale } from '../core/content/requested-locale';
import { TOKENS } from './tokens';

/**
 * The language the visitor wants: the one the URL asks for, else the saved choice, else the
 * browser's languages — `navigator.languages`, passed in — else fr-FR.
 */
export function wantedLocale(container: Container, pathname: string, search: string, browserLanguages: readonly string[] = []): Locale {
  const saved = container.get(TOKENS.LocaleStore).load();
  return resolveLocale(initialLocale(pathname, search, saved, browserLanguages));
}

/**
 * Everything the first render needs: the language with its texts loaded, so the first paint is
 * already translated — the wanted one, or `first`: the language of the page the server sent
 * (src/main.tsx hydrates it in its own language, then moves to the wanted one if it differs).
 */
export async function bootI18n(
  container: Container,
  pathname: string,
  search: string,
  browserLanguages: readonly string[] = [],
  first?: Locale,
): Promise<I18n> {
  const locale = first ?? wantedLocale(container, pathname, search, browserLanguages);
  return createI18n(container.get(TOKENS.TranslationSource), locale, NAMESPACES, { lastResort: BUILT_IN_FRENCH });
}
