// The service worker and the installed app's manifests (issue 21): vite-plugin-pwa's options (it
// writes dist/sw.js with Workbox's generateSW after the build) and the web app manifest of each
// language. Read by vite.config.ts; docs/decisions/serving-and-performance.md says why each part is so.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../../src/core/content/locale-list.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** GET /api/v2/bins?country_code=: the one API answer the worker keeps (PLACES_PATHS.bins; a test checks they agree). */
export const BINS_PATH = '/api/v2/bins';
/** The header the worker stamps on the copy it keeps: when it received it (KEPT_AT_HEADER in src/adapters/http/api-client.ts). */
export const KEPT_AT_HEADER = 'X-Circulo-Kept-At';
/** The cache holding the bins' copies, one per market. */
export const BINS_CACHE = 'circulo-public-bins';
/** Where each language's manifest is served: /manifest/<locale>.webmanifest. */
export const manifestHref = (locale) => `/manifest/${locale}.webmanifest`;

/**
 * Keeps a copy of a successful answer only, stamped with the time it was received. The function is
 * copied into sw.js as its source text: it refers to nothing outside itself (hence the literal name).
 */
export async function stampKeptCopy({ response }) {
  if (response.status !== 200) return null;
  const headers = new Headers(response.headers);
  headers.set('X-Circulo-Kept-At', new Date().toUTCString());
  return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
}

/** A GET of the public bins of one market (copied into sw.js as source text, like `stampKeptCopy`). */
export const isBinsRead = ({ url, request }) =>
  request.method === 'GET' && url.pathname.endsWith('/api/v2/bins') && url.searchParams.has('country_code');

/** A page load: the network's page (prerendered, in the visitor's language), else the kept app shell. */
export const isNavigation = ({ request }) => request.mode === 'navigate';

/**
 * vite-plugin-pwa's options: the same for the production and the demo build.
 * @type {Partial<import('vite-plugin-pwa').VitePWAOptions>}
 */
export const PWA_OPTIONS = {
  strategies: 'generateSW',
  // Never a silent reload: a new worker waits until the customer chooses to reload (src/ui/app/UpdatePrompt.tsx).
  registerType: 'prompt',
  // Registered by the app itself, after the page has loaded (src/adapters/browser/service-worker-updates.ts).
  injectRegister: false,
  // One manifest per language, written by vite.config.ts (webManifest below).
  manifest: false,
  workbox: {
    // The app shell: every script, style, text file, picture and the bundled base map. Not the
    // prerendered pages (written after this, one per language and variant): offline, a page load gets
    // index.html, which draws any route.
    globPatterns: ['**/*.{js,css,html,json,svg,png,webmanifest}'],
    globIgnores: ['_pages/**', 'sw.js', 'workbox-*.js'],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    // First visit: the new worker takes the page at once, so the bins read next are kept.
    clientsClaim: true,
    skipWaiting: false,
    runtimeCaching: [
      { urlPattern: isNavigation, handler: 'NetworkOnly', options: { precacheFallback: { fallbackURL: '/index.html' } } },
      {
        // Only the public bins; every other API answer (session, profile, wallet) is not routed at all.
        urlPattern: isBinsRead,
        handler: 'NetworkFirst',
        options: { cacheName: BINS_CACHE, expiration: { maxEntries: LOCALES.length }, plugins: [{ cacheWillUpdate: stampKeptCopy }] },
      },
    ],
  },
};

/** The brand colour, from the design tokens (src/ui/styles/tokens.css). */
function brandColour() {
  const tokens = fs.readFileSync(path.join(ROOT, 'src', 'ui', 'styles', 'tokens.css'), 'utf8');
  const colour = /--color-brand:\s*(#[0-9a-f]{6})\s*;/i.exec(tokens)?.[1];
  if (!colour) throw new Error('src/ui/styles/tokens.css has no --color-brand');
  return colour;
}

/** The web app manifest in one language: its names and description are the app's own texts. */
export function webManifest(locale) {
  const common = JSON.parse(fs.readFileSync(path.join(ROOT, 'src', 'ui', 'locales', locale, 'common.json'), 'utf8'));
  const icon = (file, size, purpose) => ({ src: `/icons/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose });
  return {
    id: '/',
    name: `${common.brand.name} · ${common.brand.tagline}`,
    short_name: common.brand.name,
    description: common.home.description,
    lang: locale,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brandColour(),
    background_color: '#ffffff',
    icons: [icon('icon-192.png', 192, 'any'), icon('icon-512.png', 512, 'any'), icon('maskable-512.png', 512, 'maskable')],
  };
}
