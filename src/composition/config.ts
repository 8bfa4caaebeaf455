import { DEFAULT_ANALYTICS_COOKIES } from '../adapters/browser/analytics-cookies';
import type { Locale } from '../core/content/locale';

/** Settings read from the build's environment (VITE_*); nothing secret is committed. */
/** The base map's settings as given: a tile server's URL template (or `bundled`) and its attribution. */
export interface MapTiles {
  readonly url: string | undefined;
  readonly attribution: string | undefined;
}

export interface AppConfig {
  /** Base URL of the scheme's API; same origin by default. */
  readonly apiBaseUrl: string;
  /** OAuth client id sent with the token call. */
  readonly clientId: string;
  /** The content service (GET /translation); same origin by default. */
  readonly contentBaseUrl: string;
  /** Its fixed bearer credential; without one the built-in texts are used alone. */
  readonly contentToken: string | null;
  /** The company behind the scheme: the footer and the legal notice (VITE_COMPANY_*). */
  readonly company: CompanyDetails;
  /** Analytics script, loaded only after consent; none by default. */
  readonly analyticsUrl: string | null;
  /** The cookies that script sets (`name` or `prefix*`), removed when consent is withdrawn. */
  readonly analyticsCookies: readonly string[];
  /** "About us" differs per language (spec §2). */
  readonly aboutUsUrl: Readonly<Record<Locale, string>>;
  /** The mobile app: a store page on mobile devices, a landing page elsewhere. */
  readonly mobileAppUrl: { readonly desktop: string; readonly mobile: string };
  /**
   * What the maps are drawn on, as set (VITE_MAP_TILES_URL, VITE_MAP_TILES_ATTRIBUTION): read into a
   * base map (`parseBaseMap`) with the map's own code, which only the map's routes load.
   */
  readonly mapTiles: MapTiles;
}

/**
 * What a legal notice says of the company. Each is one setting (VITE_COMPANY_<NAME>, e.g.
 * VITE_COMPANY_LEGAL_FORM); the defaults describe the example company, and a setting set to the
 * empty string leaves its line out of the notice (the name is always shown).
 */
export interface CompanyDetails {
  readonly name: string;
  readonly legalForm: string;
  readonly address: string;
  readonly registration: string;
  readonly vat: string;
  readonly director: string;
  readonly email: string;
  readonly phone: string;
  readonly host: string;
  readonly mediator: string;
}

const EXAMPLE_COMPANY: CompanyDetails = {
  name: 'Circulo SAS',
  legalForm: 'SAS (société par actions simplifiée), capital 50 000 €',
  address: '12 rue de l’Exemple, 75011 Paris, France',
  registration: 'RCS Paris 900 000 000',
  vat: 'FR00 900000000',
  director: 'Camille Martin',
  email: 'contact@circulo.example',
  phone: '+33 1 00 00 00 00',
  host: 'Example Hosting SAS, 1 avenue de l’Hébergement, 59100 Roubaix, France',
  mediator: 'Médiateur de la consommation (example), mediateur.example',
};

function readCompany(env: Env): CompanyDetails {
  const setting = (key: keyof CompanyDetails) =>
    env[`VITE_COMPANY_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`] ?? EXAMPLE_COMPANY[key];
  return {
    name: setting('name') || EXAMPLE_COMPANY.name,
    legalForm: setting('legalForm'),
    address: setting('address'),
    registration: setting('registration'),
    vat: setting('vat'),
    director: setting('director'),
    email: setting('email'),
    phone: setting('phone'),
    host: setting('host'),
    mediator: setting('mediator'),
  };
}

type Env = Readonly<Record<string, string | undefined>>;

export function readConfig(env: Env): AppConfig {
  const site = env.VITE_SITE_URL ?? 'https://www.circulo.example';
  return {
    apiBaseUrl: env.VITE_API_BASE_URL ?? '',
    clientId: env.VITE_CLIENT_ID ?? 'web',
    contentBaseUrl: env.VITE_CONTENT_BASE_URL ?? '',
    contentToken: env.VITE_CONTENT_TOKEN || null,
    company: readCompany(env),
    analyticsUrl: env.VITE_ANALYTICS_URL || null,
    analyticsCookies: env.VITE_ANALYTICS_COOKIES
      ? env.VITE_ANALYTICS_COOKIES.split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : DEFAULT_ANALYTICS_COOKIES,
    aboutUsUrl: {
      'en-US': env.VITE_ABOUT_US_URL_EN_US ?? `${site}/en-us/about`,
      'en-GB': env.VITE_ABOUT_US_URL_EN_GB ?? `${site}/en-gb/about`,
      'en-CA': env.VITE_ABOUT_US_URL_EN_CA ?? `${site}/en-ca/about`,
      'fr-FR': env.VITE_ABOUT_US_URL_FR_FR ?? `${site}/fr/a-propos`,
      'ja-JP': env.VITE_ABOUT_US_URL_JA_JP ?? `${site}/ja/about`,
    },
    mobileAppUrl: {
      desktop: env.VITE_MOBILE_APP_URL ?? `${site}/app`,
      mobile: env.VITE_MOBILE_APP_STORE_URL ?? `${site}/app/download`,
    },
    mapTiles: { url: env.VITE_MAP_TILES_URL, attribution: env.VITE_MAP_TILES_ATTRIBUTION },
  };
}
