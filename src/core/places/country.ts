import { countryCodeOf, type CountryCode, type Locale } from '../content/locale';

export interface GeoPoint {
  readonly lat: number;
  readonly lng: number;
}

/** One entry of the country selector (spec §3): locale, name, flag and the pin on its map. */
export interface CountryEntry {
  readonly locale: Locale;
  readonly code: CountryCode;
  /** The country's own name, in its own language, so a visitor finds it whatever the current language. */
  readonly name: string;
  readonly flag: string;
  /** The language's own name: an endonym is never translated. */
  readonly language: string;
  readonly pin: GeoPoint;
}

const NAMES: Readonly<Record<Locale, Omit<CountryEntry, 'locale' | 'code'>>> = {
  'en-CA': { name: 'Canada', flag: '🇨🇦', language: 'English', pin: { lat: 45.4215, lng: -75.6972 } },
  'fr-FR': { name: 'France', flag: '🇫🇷', language: 'Français', pin: { lat: 48.8566, lng: 2.3522 } },
  'ja-JP': { name: '日本', flag: '🇯🇵', language: '日本語', pin: { lat: 35.6762, lng: 139.6503 } },
  'en-GB': { name: 'United Kingdom', flag: '🇬🇧', language: 'English', pin: { lat: 51.5072, lng: -0.1276 } },
  'en-US': { name: 'United States', flag: '🇺🇸', language: 'English', pin: { lat: 38.9072, lng: -77.0369 } },
};

export const COUNTRIES: readonly CountryEntry[] = (['en-CA', 'fr-FR', 'ja-JP', 'en-GB', 'en-US'] as const).map((locale) => ({
  locale,
  code: countryCodeOf(locale),
  ...NAMES[locale],
}));

export const countryOf = (locale: Locale): CountryEntry => COUNTRIES.find((c) => c.locale === locale) ?? (COUNTRIES[0] as CountryEntry);
