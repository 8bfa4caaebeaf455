import type { Result } from '../../shared/result';
import type { Locale } from '../locale';

/** A namespace's texts: nested objects of strings, as i18next reads them. */
export interface TranslationTree {
  readonly [key: string]: string | TranslationTree;
}

/**
 * The texts of one namespace in one language.
 * Errors: `not_found` when the language or namespace does not exist,
 * `network_error` / `timeout` / `invalid_response` when they cannot be read.
 */
export interface TranslationSource {
  load(locale: Locale, namespace: string): Promise<Result<TranslationTree>>;
  /**
   * Optional: edits to lay over what `load` gave, which may arrive after the page is shown (the
   * content service). Resolves with the namespace's edited texts, or `null` when there are none
   * or they could not be had; never rejects.
   */
  edits?(locale: Locale, namespace: string): Promise<TranslationTree | null>;
}
