import { readCookies, type CookieJar } from '../cookies/cookie-jar';

/**
 * The prerendered public pages come in variants, by language and by whether the cookie banner is
 * still to be shown (scripts/prerender.mjs); the server picks one from these two cookies
 * (deploy/nginx), so a returning customer's first paint is already in their language, without a
 * banner they have answered. They hold a preference only — never anything personal or a token.
 */
export const PAGE_VARIANT_COOKIES = { locale: 'circulo_locale', consent: 'circulo_consent' } as const;

/** The page's cookies; none outside a browser. */
export function documentCookies(): CookieJar | null {
  return typeof document === 'undefined' ? null : document;
}

/** The value of one of these cookies, as the server read it; null when absent or unreadable. */
export function pageVariant(jar: CookieJar | null, name: string): string | null {
  if (!jar) return null;
  try {
    return readCookies(jar).get(name) ?? null;
  } catch {
    return null;
  }
}

/** Writes `name=value` for a year, site-wide, when it is not already what the browser holds. */
export function rememberForPages(jar: CookieJar | null, name: string, value: string): void {
  if (!jar) return;
  try {
    if (readCookies(jar).get(name) === value) return;
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
    jar.cookie = `${name}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  } catch {
    // Cookies blocked: the first paint is the default page; the app still shows the right one.
  }
}
