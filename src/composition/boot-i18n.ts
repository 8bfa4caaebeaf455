import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import { createI18n } from '../adapters/i18n/i18n';
import { resolveLocale } from '../core/content/locale';
import { TOKENS } from './tokens';
import { NAMESPACES } from '../ui/i18n/namespaces';
import { initialLocale } from '../ui/app/country-segment';

/**
 * Everything the first render needs: the language (from the URL, else the saved
 * choice, else fr-FR) with its texts loaded, so the first paint is already translated.
 */
export async function bootI18n(container: Container, pathname: string, search: string): Promise<I18n> {
  const saved = container.get(TOKENS.LocaleStore).load();
  const locale = resolveLocale(initialLocale(pathname, search, saved));
  return createI18n(container.get(TOKENS.TranslationSource), locale, NAMESPACES);
}
