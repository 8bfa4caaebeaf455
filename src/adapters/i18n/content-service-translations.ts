import type { Locale } from '../../core/content/locale';
import type { TranslationSource, TranslationTree } from '../../core/content/ports/translation-source.port';
import type { Result } from '../../core/shared/result';

/** The content service's edited texts for a language (content-service.ts, loaded with its first use). */
export interface ContentService {
  forLocale(locale: Locale): Promise<Result<TranslationTree>>;
}

/** A placeholder as i18next reads it (`{{name}}`, `{{ name }}`, `{{- name}}`, `{{name, format}}`), its name captured. */
const PLACEHOLDER = /\{\{\s*-?\s*([\w.]+)\s*(?:,[^{}]*)?\}\}/g;
const PLURAL_SUFFIX = /_(?:zero|one|two|few|many|other)$/;

const placeholdersOf = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');

/** The values the app gives a text: its built-in placeholders, and those of its other plural forms (all get the same values). */
function knownPlaceholders(base: TranslationTree, key: string): ReadonlySet<string> {
  const stem = key.replace(PLURAL_SUFFIX, '');
  const forms = stem === key ? [key] : Object.keys(base).filter((k) => k.replace(PLURAL_SUFFIX, '') === stem);
  return new Set(
    forms.flatMap((k) => {
      const text = base[k];
      return typeof text === 'string' ? placeholdersOf(text) : [];
    }),
  );
}

/**
 * An edit the app can show: not blank, and every placeholder one the app fills — an unknown one
 * (`{{nmae}}`) or a brace left over would be shown as it is written (issue 42 point 4).
 */
function showable(edited: string, base: TranslationTree, key: string): boolean {
  if (edited.trim() === '') return false;
  const known = knownPlaceholders(base, key);
  return placeholdersOf(edited).every((name) => known.has(name)) && !/\{\{|\}\}/.test(edited.replace(PLACEHOLDER, ''));
}

/**
 * `over` laid on `base`: an edited text replaces the built-in one; nested groups merge key by
 * key. Only keys the app knows are taken, and only with the same kind (text for text, group
 * for group), and a text only with placeholders the app fills: an edit can change words but
 * never break a screen; the built-in text of a refused edit stays.
 */
export function overlay(base: TranslationTree, over: TranslationTree): TranslationTree {
  const out: Record<string, string | TranslationTree> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = base[key];
    if (typeof under === 'string' && typeof value === 'string' && showable(value, base, key)) out[key] = value;
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
    private readonly service: ContentService | null,
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
