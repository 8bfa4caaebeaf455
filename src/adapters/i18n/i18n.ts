import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../core/content/locale';
import type { TranslationSource } from '../../core/content/ports/translation-source.port';

/**
 * An i18next instance reading its texts from a TranslationSource.
 *
 * Only the active language is downloaded: i18next's own fallback would fetch
 * fr-FR beside every other language, so `fallbackLng` is off and the fallback
 * happens here instead, per namespace, only when the active language fails to load.
 * Every key exists in every locale (a test checks), so no key-level fallback is needed.
 */
export async function createI18n(source: TranslationSource, locale: Locale, namespaces: readonly string[]): Promise<I18n> {
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const lng = LOCALES.find((l) => l === language) ?? DEFAULT_LOCALE;
      void (async () => {
        const first = await source.load(lng, namespace);
        if (first.ok) return callback(null, first.value);
        if (lng !== DEFAULT_LOCALE) {
          const fallback = await source.load(DEFAULT_LOCALE, namespace);
          if (fallback.ok) return callback(null, fallback.value);
        }
        callback(new Error(`Texts for ${lng}/${namespace} could not be loaded: ${first.error.code}`), false);
      })();
    },
  };

  const instance = i18next.createInstance();
  await instance.use(backend).init({
    lng: locale,
    supportedLngs: [...LOCALES],
    fallbackLng: false,
    load: 'currentOnly',
    ns: [...namespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // <Trans> turns only these tags (without attributes) into elements; everything else stays text.
    react: { useSuspense: false, transSupportBasicHtmlNodes: true, transKeepBasicHtmlNodesFor: ['br', 'strong', 'em', 'i', 'p'] },
  });
  return instance;
}
