import type { Locale } from '../../core/content/locale';
import type { TranslationTree } from '../../core/content/ports/translation-source.port';
import { domainError } from '../../core/shared/domain-error';
import { err, ok, type Result } from '../../core/shared/result';
import { isTree } from './built-in-translations';
import type { ContentService } from './content-service-translations';

export interface ContentServiceOptions {
  /** Where GET /translation?locale= is served; same origin by default. */
  readonly baseUrl: string;
  /** The fixed bearer credential of the content service (spec §7), from configuration. */
  readonly token: string;
  readonly timeoutMs?: number;
  readonly fetchFn?: typeof fetch;
}

/**
 * The content service's edited texts for a language: `data.attributes.translations`, one
 * subtree per namespace (assumed shape). Fetched once per language and shared by its
 * namespaces. Any failure (404, 5xx, timeout, malformed) is an error the caller falls back from.
 */
export class ContentServiceTranslations implements ContentService {
  private readonly cache = new Map<Locale, Promise<Result<TranslationTree>>>();

  constructor(private readonly options: ContentServiceOptions) {}

  forLocale(locale: Locale): Promise<Result<TranslationTree>> {
    let pending = this.cache.get(locale);
    if (!pending) {
      pending = this.fetch(locale);
      this.cache.set(locale, pending);
    }
    return pending;
  }

  private async fetch(locale: Locale): Promise<Result<TranslationTree>> {
    const fetchFn = this.options.fetchFn ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs ?? 4000);
    try {
      const response = await fetchFn(`${this.options.baseUrl}/translation?locale=${encodeURIComponent(locale)}`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${this.options.token}` },
        signal: controller.signal,
      });
      if (response.status === 404) return err(domainError('not_found'));
      if (!response.ok) return err(domainError('something_went_wrong'));
      const body: unknown = await response.json();
      const translations = (body as { data?: { attributes?: { translations?: unknown } } } | null)?.data?.attributes?.translations;
      return isTree(translations) ? ok(translations) : err(domainError('invalid_response'));
    } catch {
      return err(domainError(controller.signal.aborted ? 'timeout' : 'invalid_response'));
    } finally {
      clearTimeout(timer);
    }
  }
}
