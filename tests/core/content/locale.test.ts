import { countryCodeOf, currencyOf, languageOf, localeForCountrySegment, resolveLocale } from '../../../src/core/content/locale';
import { COUNTRIES } from '../../../src/core/places/country';

describe('locales', () => {
  it.each([
    ['en-US', 'us'],
    ['en-GB', 'uk'],
    ['en-CA', 'ca'],
    ['fr-FR', 'fr'],
    ['ja-JP', 'jp'],
  ] as const)('%s sends country_code %s (gb is sent as uk)', (locale, code) => {
    expect(countryCodeOf(locale)).toBe(code);
  });

  it.each([
    [null, 'fr-FR'],
    ['', 'fr-FR'],
    ['de-DE', 'fr-FR'],
    ['ja-jp', 'ja-JP'],
    ['en-GB', 'en-GB'],
  ])('resolves %j to %s, falling back to French', (value, locale) => {
    expect(resolveLocale(value)).toBe(locale);
  });

  it.each([
    ['fr', 'fr-FR'],
    ['uk', 'en-GB'],
    ['gb', 'en-GB'],
    ['US', 'en-US'],
    ['jp', 'ja-JP'],
    ['ca', 'en-CA'],
    ['de', null],
    ['faq', null],
  ])('country segment %s means %s', (segment, locale) => {
    expect(localeForCountrySegment(segment)).toBe(locale);
  });

  it('gives each market its own currency and a country entry', () => {
    expect(COUNTRIES.map((c) => [c.locale, currencyOf(c.code)])).toEqual([
      ['en-CA', 'CAD'],
      ['fr-FR', 'EUR'],
      ['ja-JP', 'JPY'],
      ['en-GB', 'GBP'],
      ['en-US', 'USD'],
    ]);
    expect(languageOf('fr-FR')).toBe('fr');
  });
});
