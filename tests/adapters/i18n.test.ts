import { createI18n } from '../../src/adapters/i18n/i18n';
import { BuiltInTranslations } from '../../src/adapters/i18n/built-in-translations';
import { NAMESPACES } from '../../src/ui/i18n/namespaces';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** A fetch that serves the real locale files from disk and records what was asked. */
function localesFetch(options: { failFor?: string } = {}) {
  const requested: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    const match = /^\/locales\/([^/]+)\/([^/]+)\.json$/.exec(url);
    if (!match || (options.failFor && url.includes(options.failFor))) return new Response('not found', { status: 404 });
    try {
      return new Response(readFileSync(resolve(__dirname, `../../src/ui/locales/${match[1]}/${match[2]}.json`)), { status: 200 });
    } catch {
      return new Response('not found', { status: 404 });
    }
  }) as typeof fetch;
  return { fetchFn, requested };
}

describe('createI18n with the built-in texts', () => {
  it('downloads only the active language, every namespace of it', async () => {
    const { fetchFn, requested } = localesFetch();
    const i18n = await createI18n(new BuiltInTranslations(fetchFn), 'ja-JP', NAMESPACES);
    expect(requested.sort()).toEqual(NAMESPACES.map((ns) => `/locales/ja-JP/${ns}.json`).sort());
    expect(i18n.t('auth:login.submit')).toBe(readJson('ja-JP', 'auth').login.submit);
  });

  it('downloads the next language only when asked to switch', async () => {
    const { fetchFn, requested } = localesFetch();
    const i18n = await createI18n(new BuiltInTranslations(fetchFn), 'fr-FR', NAMESPACES);
    requested.length = 0;
    await i18n.changeLanguage('en-GB');
    expect(requested.every((url) => url.startsWith('/locales/en-GB/'))).toBe(true);
    expect(i18n.t('account:profile.zipCode')).toBe(readJson('en-GB', 'account').profile.zipCode);
  });

  it('falls back to French when the active language cannot be loaded', async () => {
    const { fetchFn } = localesFetch({ failFor: '/en-CA/' });
    const i18n = await createI18n(new BuiltInTranslations(fetchFn), 'en-CA', NAMESPACES);
    expect(i18n.t('auth:login.submit')).toBe(readJson('fr-FR', 'auth').login.submit);
  });
});

function readJson(locale: string, ns: string) {
  return JSON.parse(readFileSync(resolve(__dirname, `../../src/ui/locales/${locale}/${ns}.json`), 'utf8'));
}
