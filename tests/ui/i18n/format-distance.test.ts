import { formatDistance } from '../../../src/ui/i18n/format-distance';

// Intl may separate a number from its unit with a no-break space: compare with plain spaces.
const said = (km: number, locale: Parameters<typeof formatDistance>[1]) => formatDistance(km, locale).replace(/\s/g, ' ');

describe('formatDistance', () => {
  it.each([
    [0.3456, 'fr-FR', '350 m'],
    [1.234, 'fr-FR', '1,2 km'],
    [12.6, 'fr-FR', '13 km'],
    [1.234, 'en-CA', '1.2 km'],
    [0.04, 'ja-JP', '40 m'],
    [2.5, 'ja-JP', '2.5 km'],
    [1.609344, 'en-US', '1 mi'],
    [0.8, 'en-GB', '0.5 mi'],
    [0.01, 'en-US', '0.1 mi'],
    [32.2, 'en-GB', '20 mi'],
  ] as const)('%s km in %s → %s', (km, locale, expected) => {
    expect(said(km, locale)).toBe(expected);
  });
});
