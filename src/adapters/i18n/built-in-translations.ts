import type { Locale } from '../../core/content/locale';
import type { TranslationSource, TranslationTree } from '../../core/content/ports/translation-source.port';
import { domainError } from '../../core/shared/domain-error';
import { err, ok, type Result } from '../../core/shared/result';

/** The app's own texts, served as /locales/{lng}/{ns}.json (spec §7). */
export class BuiltInTranslations implements TranslationSource {
  constructor(
    private readonly fetchFn: typeof fetch = (...args) => globalThis.fetch(...args),
    private readonly baseUrl = '/locales',
  ) {}

  async load(locale: Locale, namespace: string): Promise<Result<TranslationTree>> {
    let response: Response;
    try {
      response = await this.fetchFn(`${this.baseUrl}/${locale}/${namespace}.json`, { headers: { Accept: 'application/json' } });
    } catch {
      return err(domainError('network_error'));
    }
    if (response.status === 404) return err(domainError('not_found'));
    if (!response.ok) return err(domainError('something_went_wrong'));
    try {
      const body: unknown = await response.json();
      return isTree(body) ? ok(body) : err(domainError('invalid_response'));
    } catch {
      return err(domainError('invalid_response'));
    }
  }
}

export function isTree(value: unknown): value is TranslationTree {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((v) => typeof v === 'string' || isTree(v));
}
