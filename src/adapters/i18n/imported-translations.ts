import type { Locale } from '../../core/content/locale';
import type { TranslationSource, TranslationTree } from '../../core/content/ports/translation-source.port';
import { domainError } from '../../core/shared/domain-error';
import { err, ok, type Result } from '../../core/shared/result';
import { isTree } from './built-in-translations';

/**
 * Texts compiled into the app: one loader per `{locale}/{namespace}` (a dynamic import, so each is
 * its own small chunk, downloaded only when asked for). The composition root decides which.
 */
export class ImportedTranslations implements TranslationSource {
  constructor(private readonly loaders: Readonly<Record<string, () => Promise<unknown>>>) {}

  async load(locale: Locale, namespace: string): Promise<Result<TranslationTree>> {
    const loader = this.loaders[`${locale}/${namespace}`];
    if (!loader) return err(domainError('not_found'));
    try {
      const tree = await loader();
      return isTree(tree) ? ok(tree) : err(domainError('invalid_response'));
    } catch {
      return err(domainError('network_error'));
    }
  }
}
