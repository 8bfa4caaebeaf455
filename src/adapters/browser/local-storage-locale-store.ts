import { isLocale, type Locale } from '../../core/content/locale';
import type { LocaleStore } from '../../core/content/ports/locale-store.port';

const KEY = 'locale';

/** The chosen locale in localStorage (spec §2). Storage may be blocked: then nothing is remembered. */
export class LocalStorageLocaleStore implements LocaleStore {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage()) {}

  load(): Locale | null {
    const value = this.storage?.getItem(KEY) ?? null;
    return isLocale(value) ? value : null;
  }

  save(locale: Locale): void {
    try {
      this.storage?.setItem(KEY, locale);
    } catch {
      // Private mode or full storage: the language still changes for this visit.
    }
  }
}

export function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
