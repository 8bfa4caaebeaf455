import type { ConsentChoice, ConsentStore } from '../../core/shell/ports/consent-store.port';
import { safeLocalStorage } from './local-storage-locale-store';
import type { CookieJar } from '../cookies/cookie-jar';
import { documentCookies, PAGE_VARIANT_COOKIES, pageVariant, rememberForPages } from './page-variant-cookie';

const KEY = 'cookie-consent:v1';

/** The consent choice in localStorage: it holds no personal data, only the choice itself. */
// The choice also goes to a cookie, so the server serves the prerendered pages without the banner.
export class LocalStorageConsentStore implements ConsentStore {
  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage(),
    private readonly cookies: CookieJar | null = documentCookies(),
  ) {}

  load(): ConsentChoice | null {
    const stored = this.storage?.getItem(KEY) ?? null;
    // Nothing stored but the cookie there: the server served the page without the banner, on this answer.
    const value = stored ?? pageVariant(this.cookies, PAGE_VARIANT_COOKIES.consent);
    if (value !== 'granted' && value !== 'denied') return null;
    if (stored === null) this.save(value);
    else rememberForPages(this.cookies, PAGE_VARIANT_COOKIES.consent, value);
    return value;
  }

  save(choice: ConsentChoice): void {
    try {
      this.storage?.setItem(KEY, choice);
    } catch {
      // Blocked storage: the banner will ask again next visit.
    }
    rememberForPages(this.cookies, PAGE_VARIANT_COOKIES.consent, choice);
  }
}
