import { isLocale, type Locale } from '../../core/content/locale';
import type { LocaleStore } from '../../core/content/ports/locale-store.port';
import type { CookieJar } from '../cookies/cookie-jar';
import { documentCookies, PAGE_VARIANT_COOKIES, pageVariant, rememberForPages } from './page-variant-cookie';

const KEY = 'locale';

/**
 * The chosen locale in localStorage (spec §2). Storage may be blocked: then nothing is remembered.
 * It is also kept in a cookie for the server, which picks the prerendered page in that language.
 */
export class LocalStorageLocaleStore implements LocaleStore {
  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage(),
    private readonly cookies: CookieJar | null = documentCookies(),
  ) {}

  load(): Locale | null {
    const stored = this.storage?.getItem(KEY) ?? null;
    // Nothing stored (cleared, or storage blocked) but the cookie there: the server served the page in
    // that language, and the app starts in it too, rather than switching the page to another.
    const value = stored ?? pageVariant(this.cookies, PAGE_VARIANT_COOKIES.locale);
    if (!isLocale(value)) return null;
    if (stored === null) this.save(value);
    // A choice saved before the cookie existed reaches the server from the next page on.
    else rememberForPages(this.cookies, PAGE_VARIANT_COOKIES.locale, value);
    return value;
  }

  save(locale: Locale): void {
    try {
      this.storage?.setItem(KEY, locale);
    } catch {
      // Private mode or full storage: the language still changes for this visit.
    }
    rememberForPages(this.cookies, PAGE_VARIANT_COOKIES.locale, locale);
  }
}

export function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
