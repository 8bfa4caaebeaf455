// The language and the consent the app remembers (localStorage) and the cookies the server picks the
// prerendered page by (page-variant-cookie.ts). With the storage empty or blocked but the cookies
// there, the server serves the page in the cookie's language without the banner: the app must start
// the same way, not in the browser's language with the banner again (found by issue 22's benchmark).
import { LocalStorageConsentStore } from '../../src/adapters/browser/local-storage-consent-store';
import { LocalStorageLocaleStore } from '../../src/adapters/browser/local-storage-locale-store';

const storage = (entries: Record<string, string> = {}) => {
  const held = new Map(Object.entries(entries));
  return { getItem: (k: string) => held.get(k) ?? null, setItem: (k: string, v: string) => void held.set(k, v), held };
};
const jar = (cookie = '') => ({ cookie });

describe('the language and the consent, as the server chose the page by them', () => {
  it('reads the language from its cookie when nothing is stored, and stores it again', () => {
    const stored = storage();
    expect(new LocalStorageLocaleStore(stored, jar('circulo_locale=ja-JP; other=1')).load()).toBe('ja-JP');
    expect(stored.held.get('locale')).toBe('ja-JP');
  });

  it('reads the consent from its cookie when nothing is stored, and stores it again', () => {
    const stored = storage();
    expect(new LocalStorageConsentStore(stored, jar('circulo_consent=denied')).load()).toBe('denied');
    expect(stored.held.get('cookie-consent:v1')).toBe('denied');
  });

  it('with storage blocked, still goes by the cookies', () => {
    expect(new LocalStorageLocaleStore(null, jar('circulo_locale=en-GB')).load()).toBe('en-GB');
    expect(new LocalStorageConsentStore(null, jar('circulo_consent=granted')).load()).toBe('granted');
  });

  it('keeps what is stored over the cookie, and ignores a cookie that names nothing it knows', () => {
    expect(new LocalStorageLocaleStore(storage({ locale: 'fr-FR' }), jar('circulo_locale=ja-JP')).load()).toBe('fr-FR');
    expect(new LocalStorageLocaleStore(storage(), jar('circulo_locale=xx-XX')).load()).toBeNull();
    expect(new LocalStorageConsentStore(storage(), jar('circulo_consent=maybe')).load()).toBeNull();
    expect(new LocalStorageLocaleStore(storage(), null).load()).toBeNull();
  });
});
