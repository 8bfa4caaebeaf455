import type { Locale } from '../locale';

/** Where the chosen interface language is remembered between visits. */
export interface LocaleStore {
  /** The saved locale, or null when none (or an unsupported one) is saved. */
  load(): Locale | null;
  save(locale: Locale): void;
}
