// Issue 20, point 1: a first visit in the visitor's language. The rule the app applies to the
// browser's languages and the servers to Accept-Language (the nginx form of it is checked against
// this rule in tests/e2e/nginx/serving.spec.ts).
import { initialLocale } from '../../../src/core/content/requested-locale';
import { acceptedLanguages, localeForLanguages, MARKET_OF_LANGUAGE } from '../../../src/core/content/visitor-languages.js';

describe('the locale a visitor’s languages ask for', () => {
  it.each([
    [['ja-JP', 'ja'], 'ja-JP'],
    [['ja'], 'ja-JP'],
    [['en-GB', 'en'], 'en-GB'],
    [['en-ca'], 'en-CA'],
    [['en'], 'en-US'],
    [['en-AU', 'en'], 'en-US'],
    [['fr-CA', 'fr'], 'fr-FR'],
    [['fr-BE'], 'fr-FR'],
    [['de-DE', 'de', 'ja'], 'ja-JP'],
    [['de-DE', 'en-GB', 'ja'], 'en-GB'],
    [['ja_JP'], 'ja-JP'],
    [[' EN-gb '], 'en-GB'],
  ] as const)('%j → %s (the first language the app speaks decides; its region when it is ours)', (languages, locale) => {
    expect(localeForLanguages(languages)).toBe(locale);
  });

  it.each([[[]], [['de-DE', 'es']], [['']], [['*']], [['frr']]])(
    '%j asks for none of ours: null (the caller falls back to fr-FR)',
    (languages) => {
      expect(localeForLanguages(languages)).toBeNull();
    },
  );

  it('gives each language the first of its markets in the list (en → en-US)', () => {
    expect(MARKET_OF_LANGUAGE).toEqual({ en: 'en-US', fr: 'fr-FR', ja: 'ja-JP' });
  });
});

describe('the languages of an Accept-Language header', () => {
  it.each([
    ['ja,en-US;q=0.9,en;q=0.8', ['ja', 'en-US', 'en']],
    ['en;q=0.5, ja', ['ja', 'en']],
    ['fr-CA , fr;q=0.9', ['fr-CA', 'fr']],
    ['ja;q=0, en-GB', ['en-GB']],
    ['*, ja;q=0.1', ['ja']],
    ['de;q=0.8, fr;q=0.8', ['de', 'fr']],
    ['<script>, ja', ['ja']],
    ['', []],
  ])('%j → %j (by q, then in the order given; refused, wildcard and malformed ones left out)', (header, languages) => {
    expect(acceptedLanguages(header)).toEqual(languages);
  });

  it('reads no header as no languages', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(null)).toEqual([]);
  });
});

describe('the first screen’s language', () => {
  it('is the address’s, else the saved choice, else the browser’s, else none', () => {
    expect(initialLocale('/jp/faq', '', 'en-GB', ['fr-FR'])).toBe('ja-JP');
    expect(initialLocale('/faq', '?locale=en-CA', 'en-GB', ['fr-FR'])).toBe('en-CA');
    expect(initialLocale('/faq', '', 'en-GB', ['ja-JP']), 'a saved choice wins over the browser').toBe('en-GB');
    expect(initialLocale('/faq', '', null, ['ja-JP', 'ja'])).toBe('ja-JP');
    expect(initialLocale('/faq', '', null, ['de-DE'])).toBeNull();
    expect(initialLocale('/faq', '', null)).toBeNull();
  });
});
