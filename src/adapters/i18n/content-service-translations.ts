import type { Locale } from '../../core/content/locale';
import type { TranslationSource, TranslationTree } from '../../core/content/ports/translation-source.port';
import { domainError } from '../../core/shared/domain-error';
import { err, ok, type Result } from '../../core/shared/result';
import { isTree } from './built-in-translations';

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
export class ContentServiceTranslations {
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

/**
 * `over` laid on `base`: an edited text replaces the built-in one; nested groups merge key by
 * key. Only keys the app knows are taken, and only with the same kind (text for text, group
 * for group), so an edit can change words but never break a screen.
 */
export function overlay(base: TranslationTree, over: TranslationTree): TranslationTree {
  const out: Record<string, string | TranslationTree> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = base[key];
    if (typeof under === 'string' && typeof value === 'string' && value.trim() !== '') out[key] = value;
    else if (typeof under === 'object' && typeof value === 'object') out[key] = overlay(under, value);
  }
  return out;
}

/**
 * The built-in texts, with the content service's edits (spec §7) to lay over them when they come.
 * `load` never waits for the service: the page is shown with the built-in texts, and the edits
 * are applied when (if) they arrive. Without the service (no credential configured, or any
 * failure) the built-in texts stay as they are.
 */
export class LayeredTranslations implements TranslationSource {
  constructor(
    private readonly builtIn: TranslationSource,
    private readonly service: ContentServiceTranslations | null,
  ) {}

  load(locale: Locale, namespace: string): Promise<Result<TranslationTree>> {
    // Asked now, beside the built-in texts, so that the edits are on their way during the first paint.
    void this.service?.forLocale(locale);
    return this.builtIn.load(locale, namespace);
  }

  async edits(locale: Locale, namespace: string): Promise<TranslationTree | null> {
    const edits = await this.service?.forLocale(locale);
    const ns = edits?.ok ? edits.value[namespace] : undefined;
    return typeof ns === 'object' ? ns : null;
  }
}
