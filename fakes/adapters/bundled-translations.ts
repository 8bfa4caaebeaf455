import type { Locale } from '../../src/core/content/locale';
import type { TranslationSource, TranslationTree } from '../../src/core/content/ports/translation-source.port';
import { domainError } from '../../src/core/shared/domain-error';
import { err, ok, type Result } from '../../src/core/shared/result';

const FILES = import.meta.glob<TranslationTree>('../../src/ui/locales/*/*.json', { eager: true, import: 'default' });

/** The built-in texts read straight from the source tree: tests need no server to have words. */
export class BundledTranslations implements TranslationSource {
  async load(locale: Locale, namespace: string): Promise<Result<TranslationTree>> {
    const tree = FILES[`../../src/ui/locales/${locale}/${namespace}.json`];
    return tree ? ok(tree) : err(domainError('not_found'));
  }
}
