import { countryCodeOf, type Locale } from '../../core/content/locale';
import { distanceUnitOf } from '../../core/places/map-view';

/* The locator's distances, apart from money and dates (format.ts) so the wallet's pages load none of it. */

const KM_PER_MILE = 1.609344;

/**
 * A distance as the market says it: miles in the US and UK, kilometres elsewhere, metres under one
 * kilometre (to the nearest 10 m), one decimal under ten units ("1,2 km", "0.4 mi", "350 m").
 */
export function formatDistance(km: number, locale: Locale): string {
  if (distanceUnitOf(countryCodeOf(locale)) === 'mile') {
    const miles = km / KM_PER_MILE;
    return unitFormat(locale, 'mile', miles < 10 ? 1 : 0).format(Math.max(miles, 0.1));
  }
  if (km < 1) return unitFormat(locale, 'meter', 0).format(Math.round(km * 100) * 10);
  return unitFormat(locale, 'kilometer', km < 10 ? 1 : 0).format(km);
}

const unitFormats = new Map<string, Intl.NumberFormat>();

function unitFormat(locale: Locale, unit: 'mile' | 'meter' | 'kilometer', maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${unit}|${maximumFractionDigits}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits });
    unitFormats.set(key, format);
  }
  return format;
}
