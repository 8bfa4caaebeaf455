import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../core/content/locale';
import type { TranslationSource, TranslationTree } from '../../core/content/ports/translation-source.port';
import type { DomainError } from '../../core/shared/domain-error';
import type { Result } from '../../core/shared/result';
import { overlay } from './content-service-translations';

export interface CreateI18nOptions {
  /**
   * The French texts as they were built into the app, asked for only when a namespace could be
   * had neither in the active language nor in French from `source`: a namespace never shows its
   * raw keys.
   */
  readonly lastResort?: TranslationSource;
}

/**
 * An i18next instance reading its texts from a TranslationSource.
 *
 * Only the active language is downloaded: i18next's own fallback would fetch fr-FR beside every
 * other language, so `fallbackLng` is off and the fallback happens here instead, per namespace,
 * only when the active language fails to load: French from `source`, then French from
 * `lastResort`. When the server could not be reached at all (timeout, no connection), asking it
 * again for French would only make the customer wait twice as long, so `lastResort` comes next.
 * Every key exists in every locale (a test checks), so no key-level fallback is needed.
 *
 * Edits that arrive later (`source.edits`, the content service) are laid over the namespace when
 * they come, and the screens showing it re-render: they never hold the first paint.
 */
export async function createI18n(
  source: TranslationSource,
  locale: Locale,
  namespaces: readonly string[],
  options: CreateI18nOptions = {},
): Promise<I18n> {
  const { lastResort } = options;

  async function texts(lng: Locale, namespace: string): Promise<Result<TranslationTree>> {
    const first = await source.load(lng, namespace);
    if (first.ok) return first;
    if (lng !== DEFAULT_LOCALE && (!lastResort || !unreachable(first.error))) {
      const french = await source.load(DEFAULT_LOCALE, namespace);
      if (french.ok) return french;
    }
    const built = await lastResort?.load(DEFAULT_LOCALE, namespace);
    return built?.ok ? built : first;
  }

  const instance = i18next.createInstance();
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const lng = LOCALES.find((l) => l === language) ?? DEFAULT_LOCALE;
      void (async () => {
        const loaded = await texts(lng, namespace);
        if (!loaded.ok) return callback(new Error(`Texts for ${lng}/${namespace} could not be loaded: ${loaded.error.code}`), false);
        callback(null, loaded.value);
        const edits = await source.edits?.(lng, namespace);
        if (edits) {
          const current = instance.getResourceBundle(lng, namespace) as TranslationTree | undefined;
          // The whole overlaid tree replaces the bundle (not a deep merge, which would write into
          // the loaded tree itself: a module's JSON object in tests and in the built-in chunks).
          instance.addResourceBundle(lng, namespace, overlay(current ?? loaded.value, edits), false, true);
        }
      })();
    },
  };

  await instance.use(backend).init({
    lng: locale,
    supportedLngs: [...LOCALES],
    fallbackLng: false,
    load: 'currentOnly',
    ns: [...namespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: {
      useSuspense: false,
      // Late edits (addResourceBundle) re-render the screens that show them.
      bindI18nStore: 'added',
      // <Trans> turns only these tags (without attributes) into elements; everything else stays text.
      transSupportBasicHtmlNodes: true,
      transKeepBasicHtmlNodesFor: ['br', 'strong', 'em', 'i', 'p'],
    },
  });
  return instance;
}

function unreachable(error: DomainError): boolean {
  return error.code === 'timeout' || error.code === 'network_error';
}
