import type { Locale } from '../../core/content/locale';
import type { TranslationSource, TranslationTree } from '../../core/content/ports/translation-source.port';
import { domainError, type DomainError } from '../../core/shared/domain-error';
import { err, ok, type Result } from '../../core/shared/result';

export interface BuiltInTranslationsOptions {
  /** How long one request may take before it is abandoned. */
  readonly timeoutMs?: number;
  /** The pause before the one retry of a request that timed out, could not connect or got a 5xx. */
  readonly retryDelayMs?: number;
}

/**
 * The app's own texts, served as /locales/{lng}/{ns}.json (spec §7).
 *
 * A text file must never hold the page: each request is abandoned after `timeoutMs` (8 s) and a
 * passing failure (no connection, timeout, 5xx) is tried once more. A 404 or a body that is not
 * texts is not retried: asking again would get the same answer.
 */
export class BuiltInTranslations implements TranslationSource {
  private readonly timeoutMs: number;
  private readonly retryDelayMs: number;

  constructor(
    private readonly fetchFn: typeof fetch = (...args) => globalThis.fetch(...args),
    private readonly baseUrl = '/locales',
    options: BuiltInTranslationsOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 8000;
    this.retryDelayMs = options.retryDelayMs ?? 500;
  }

  async load(locale: Locale, namespace: string): Promise<Result<TranslationTree>> {
    const first = await this.fetchOnce(locale, namespace);
    if (first.ok || !isPassing(first.error)) return first;
    await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs));
    return this.fetchOnce(locale, namespace);
  }

  private async fetchOnce(locale: Locale, namespace: string): Promise<Result<TranslationTree>> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    // Aborted by the timer (waiting for the answer or for its body) is a timeout, whatever threw.
    const failure = (otherwise: 'network_error' | 'invalid_response') =>
      err(domainError(controller.signal.aborted ? 'timeout' : otherwise));
    try {
      let response: Response;
      try {
        response = await this.fetchFn(`${this.baseUrl}/${locale}/${namespace}.json`, {
          headers: { Accept: 'application/json' },
          signal: controller.signal,
        });
      } catch {
        return failure('network_error');
      }
      if (response.status === 404) return err(domainError('not_found'));
      if (!response.ok) return err(domainError('something_went_wrong'));
      try {
        const body: unknown = await response.json();
        return isTree(body) ? ok(body) : err(domainError('invalid_response'));
      } catch {
        return failure('invalid_response');
      }
    } finally {
      clearTimeout(timer);
    }
  }
}

/** A failure that asking again may cure. */
function isPassing(error: DomainError): boolean {
  return error.code === 'network_error' || error.code === 'timeout' || error.code === 'something_went_wrong';
}

export function isTree(value: unknown): value is TranslationTree {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((v) => typeof v === 'string' || isTree(v));
}
