import { initialLocale } from '../../../src/core/content/requested-locale';
import { countryEntryRedirect } from '../../../src/ui/app/country-segment';
import { safeReturnPath } from '../../../src/ui/app/return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/user/account', '/user/account'],
    ['/user/withdraw?amount=5#top', '/user/withdraw?amount=5#top'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['user/account', null],
    ['/\u0000x', null],
    ['', null],
    [null, null],
    // Normalised before the check: each of these becomes "//evil.com" or "/\\evil.com".
    ['/..//evil.com', null],
    ['/.//evil.com', null],
    ['/%2e%2e//evil.com', null],
    ['/%2E%2E//evil.com', null],
    ['/./\\evil.com', null],
    ['/a/..//evil.com', null],
    ['/.\\/evil.com', null],
    ['/x/../..//evil.com/path?q=1', null],
    ['/\u007fx', null],
    // Normalised paths of the app stay what they mean.
    ['/user/../faq', '/faq'],
    ['/./user/profile', '/user/profile'],
    ['/%2e%2e/faq', '/faq'],
  ])('%j → %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});

describe('countryEntryRedirect', () => {
  it.each([
    ['/fr/faq', '', { locale: 'fr-FR', target: '/faq' }],
    ['/uk', '', { locale: 'en-GB', target: '/' }],
    ['/gb/user/account', '?tab=1', { locale: 'en-GB', target: '/user/account?tab=1' }],
    ['/jp/faq', '?locale=en-US', { locale: 'en-US', target: '/faq?locale=en-US' }],
    ['/jp/faq', '?locale=xx', { locale: 'ja-JP', target: '/faq?locale=xx' }],
    ['/faq', '', null],
    ['/', '', null],
    ['/countries', '', null],
    // The target is a path of this app, else home.
    ['/uk//evil.com/x', '', { locale: 'en-GB', target: '/' }],
    ['/uk/..//evil.com', '', { locale: 'en-GB', target: '/' }],
    ['/fr/%2e%2e//evil.com', '', { locale: 'fr-FR', target: '/' }],
    ['/jp/.\\/evil.com', '?a=1', { locale: 'ja-JP', target: '/' }],
    ['/jp/\\evil.com', '', { locale: 'ja-JP', target: '/' }],
  ])('%s%s → %j', (path, search, expected) => {
    expect(countryEntryRedirect(path, search)).toEqual(expected);
  });

  it('chooses the first language from the URL, else the saved one', () => {
    expect(initialLocale('/ca/faq', '', 'ja-JP')).toBe('en-CA');
    expect(initialLocale('/faq', '?locale=en-US', 'ja-JP')).toBe('en-US');
    expect(initialLocale('/faq', '', 'ja-JP')).toBe('ja-JP');
    expect(initialLocale('/faq', '', null)).toBeNull();
  });
});
