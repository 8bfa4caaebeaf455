import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createI18n } from '../../src/adapters/i18n/i18n';
import { BuiltInTranslations } from '../../src/adapters/i18n/built-in-translations';
import { ContentServiceTranslations } from '../../src/adapters/i18n/content-service';
import { LayeredTranslations } from '../../src/adapters/i18n/content-service-translations';
import { ImportedTranslations } from '../../src/adapters/i18n/imported-translations';
import { NAMESPACES } from '../../src/core/content/namespaces';

type Answer = 'file' | 404 | 500 | 'hang' | 'refuse' | 'html';

/**
 * A fetch that serves the real locale files from disk and records what was asked. `plan` says,
 * per URL part, how successive requests are answered (the last answer repeats): the file, a
 * status, no answer until the request is aborted, or a refused connection.
 */
function localesFetch(plan: Readonly<Record<string, readonly Answer[]>> = {}) {
  const requested: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const seen = requested.filter((u) => u === url).length;
    requested.push(url);
    const rule = Object.entries(plan).find(([part]) => url.includes(part))?.[1];
    const answer = rule ? (rule[Math.min(seen, rule.length - 1)] ?? 'file') : 'file';
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }
    if (answer === 'refuse') throw new TypeError('Failed to fetch');
    if (answer === 'html') return new Response('<!doctype html><title>Circulo</title>', { status: 200 });
    if (typeof answer === 'number') return new Response('no', { status: answer });
    const match = /^\/locales\/([^/]+)\/([^/]+)\.json$/.exec(url);
    if (!match) return new Response('not found', { status: 404 });
    try {
      return new Response(readFileSync(resolve(__dirname, `../../src/ui/locales/${match[1]}/${match[2]}.json`)), { status: 200 });
    } catch {
      return new Response('not found', { status: 404 });
    }
  }) as typeof fetch;
  return { fetchFn, requested };
}

/** Short waits, so that a test of the 8-second timeout takes milliseconds. */
const quick = (fetchFn: typeof fetch) => new BuiltInTranslations(fetchFn, '/locales', { timeoutMs: 50, retryDelayMs: 0 });

/** The French texts "as built", read from disk like the app's chunks, and counted. */
function builtFrench() {
  const asked: string[] = [];
  const loaders = Object.fromEntries(
    NAMESPACES.map((ns) => [
      `fr-FR/${ns}`,
      async () => {
        asked.push(ns);
        return readJson('fr-FR', ns);
      },
    ]),
  );
  return { source: new ImportedTranslations(loaders), asked };
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
    const { fetchFn } = localesFetch({ '/en-CA/': [404] });
    const i18n = await createI18n(new BuiltInTranslations(fetchFn), 'en-CA', NAMESPACES);
    expect(i18n.t('auth:login.submit')).toBe(readJson('fr-FR', 'auth').login.submit);
  });
});

describe('a text file never holds or blanks the page', () => {
  it('gives up on a request that does not answer in time, and the one retry brings the texts', async () => {
    const { fetchFn, requested } = localesFetch({ '/ja-JP/common.json': ['hang', 'file'] });
    const i18n = await createI18n(quick(fetchFn), 'ja-JP', NAMESPACES);
    expect(requested.filter((u) => u === '/locales/ja-JP/common.json')).toHaveLength(2);
    expect(i18n.t('common:nav.faq')).toBe(readJson('ja-JP', 'common').nav.faq);
  });

  it.each([
    ['a refused connection', 'refuse' as const],
    ['a server error', 500 as const],
  ])('tries once more after %s', async (_case, failure) => {
    const { fetchFn, requested } = localesFetch({ '/ja-JP/auth.json': [failure, 'file'] });
    const i18n = await createI18n(quick(fetchFn), 'ja-JP', NAMESPACES);
    expect(requested.filter((u) => u === '/locales/ja-JP/auth.json')).toHaveLength(2);
    expect(i18n.t('auth:login.submit')).toBe(readJson('ja-JP', 'auth').login.submit);
  });

  it('does not ask again for a file that is not there (404): French comes at once', async () => {
    const { fetchFn, requested } = localesFetch({ '/ja-JP/common.json': [404] });
    const i18n = await createI18n(quick(fetchFn), 'ja-JP', NAMESPACES);
    expect(requested.filter((u) => u === '/locales/ja-JP/common.json')).toHaveLength(1);
    expect(i18n.t('common:nav.faq')).toBe(readJson('fr-FR', 'common').nav.faq);
    expect(i18n.t('auth:login.submit')).toBe(readJson('ja-JP', 'auth').login.submit);
  });

  it('uses the French texts built into the app when the server never answers, without asking it for French', async () => {
    const { fetchFn, requested } = localesFetch({ '/ja-JP/common.json': ['hang'] });
    const built = builtFrench();
    const i18n = await createI18n(quick(fetchFn), 'ja-JP', NAMESPACES, { lastResort: built.source });
    expect(i18n.t('common:nav.faq')).toBe(readJson('fr-FR', 'common').nav.faq);
    expect(built.asked).toEqual(['common']);
    expect(requested).not.toContain('/locales/fr-FR/common.json');
  });

  it('uses the French texts built into the app when neither the language nor French can be had', async () => {
    const { fetchFn } = localesFetch({ '/ja-JP/content.json': [404], '/fr-FR/content.json': ['html'] });
    const built = builtFrench();
    const i18n = await createI18n(quick(fetchFn), 'ja-JP', NAMESPACES, { lastResort: built.source });
    expect(i18n.t('content:faq.more.title')).toBe(readJson('fr-FR', 'content').faq.more.title);
    expect(i18n.t('common:nav.faq')).toBe(readJson('ja-JP', 'common').nav.faq);
  });

  it('never shows a raw key when every file of the active language fails', async () => {
    const { fetchFn } = localesFetch({ '/locales/': ['refuse'] });
    const i18n = await createI18n(quick(fetchFn), 'en-GB', NAMESPACES, { lastResort: builtFrench().source });
    for (const [key, text] of [
      ['common:nav.faq', readJson('fr-FR', 'common').nav.faq],
      ['auth:login.submit', readJson('fr-FR', 'auth').login.submit],
      ['errors:sww', readJson('fr-FR', 'errors').sww],
    ] as const) {
      expect(i18n.t(key)).toBe(text);
    }
  });
});

describe('the content service never holds the first paint', () => {
  /** A content service whose answer is given by the test, when it wants. */
  function lateService() {
    let answer: (body: unknown) => void = () => undefined;
    const fetchFn = (() =>
      new Promise<Response>((resolveAnswer) => {
        answer = (body) => resolveAnswer(new Response(JSON.stringify(body), { status: 200 }));
      })) as typeof fetch;
    const service = new ContentServiceTranslations({ baseUrl: 'https://content.example', token: 't', timeoutMs: 10_000, fetchFn });
    return { service, answer: (body: unknown) => answer(body) };
  }

  it('shows the built-in texts at once and the edited ones when they arrive, re-rendering the screen', async () => {
    const { fetchFn } = localesFetch();
    const late = lateService();
    const i18n = await createI18n(new LayeredTranslations(new BuiltInTranslations(fetchFn), late.service), 'en-GB', NAMESPACES);

    function Title() {
      const { t } = useTranslation('auth');
      return createElement('h1', null, t('login.title'));
    }
    render(createElement(I18nextProvider, { i18n }, createElement(Title)));
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();

    await act(async () => {
      late.answer({ data: { attributes: { translations: { auth: { login: { title: 'Sign in to Circulo', nope: 'x' } } } } } });
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(await screen.findByRole('heading', { name: 'Sign in to Circulo' })).toBeInTheDocument();
    expect(i18n.t('auth:login.submit')).toBe('Log in');
    expect(i18n.exists('auth:login.nope')).toBe(false);
  });
});

function readJson(locale: string, ns: string) {
  return JSON.parse(readFileSync(resolve(__dirname, `../../src/ui/locales/${locale}/${ns}.json`), 'utf8'));
}
