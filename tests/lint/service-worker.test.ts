// @vitest-environment node
// Issue 21, point 4: what the service worker keeps and how the app is installed (scripts/lib/service-worker.mjs).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isBinsRead, isNavigation, PWA_OPTIONS, stampKeptCopy, webManifest } from '../../scripts/lib/service-worker.mjs';
import { LOCALES } from '../../src/core/content/locale';

const root = resolve(import.meta.dirname, '../..');
const request = (url: string, method = 'GET', mode: RequestMode = 'cors') => ({ url: new URL(url), request: { method, mode } });

/** A PNG's width and height, from its header. */
function pngSize(file: string): [number, number] {
  const png = readFileSync(resolve(root, 'public', file.replace(/^\//, '')));
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('the service worker', () => {
  it('keeps no API answer but the public bins of a market', () => {
    expect(isBinsRead(request('https://app.test/api/v2/bins?country_code=fr'))).toBe(true);
    for (const other of [
      'https://app.test/api/v2/bins',
      'https://app.test/api/v2/users/me',
      'https://app.test/api/v2/wallet/balance?country_code=fr',
      'https://app.test/api/v2/oauth/token',
    ]) {
      expect(isBinsRead(request(other)), other).toBe(false);
    }
    expect(isBinsRead(request('https://app.test/api/v2/bins?country_code=fr', 'POST'))).toBe(false);
    const routes = PWA_OPTIONS.workbox?.runtimeCaching ?? [];
    expect(routes.map((r) => [r.urlPattern, r.handler])).toEqual([
      [isNavigation, 'NetworkOnly'],
      [isBinsRead, 'NetworkFirst'],
    ]);
  });

  it('loads pages from the network, the kept app shell only when it cannot', () => {
    expect(isNavigation(request('https://app.test/shop-and-return', 'GET', 'navigate'))).toBe(true);
    expect(PWA_OPTIONS.workbox?.navigateFallback).toBeNull();
    expect(PWA_OPTIONS.workbox?.runtimeCaching?.[0]?.options?.precacheFallback).toEqual({ fallbackURL: '/index.html' });
  });

  it('offers a new version rather than putting it in place', () => {
    expect(PWA_OPTIONS.registerType).toBe('prompt');
    expect(PWA_OPTIONS.workbox?.skipWaiting).toBe(false);
  });

  it('stamps the copy it keeps with when it received it, and keeps only a success', async () => {
    const before = Date.now() - 1000;
    const kept = await stampKeptCopy({
      response: new Response('{"data":[]}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    });
    expect(kept?.headers.get('Content-Type')).toBe('application/json');
    expect(Date.parse(kept?.headers.get('X-Circulo-Kept-At') ?? '')).toBeGreaterThanOrEqual(before);
    expect(await kept?.text()).toBe('{"data":[]}');
    expect(await stampKeptCopy({ response: new Response('', { status: 503 }) })).toBeNull();
  });
});

describe('the web app manifest', () => {
  it.each(LOCALES)('%s: named in its language, standalone, with the brand colour and the icons browsers ask for', (locale) => {
    const manifest = webManifest(locale);
    const common = JSON.parse(readFileSync(resolve(root, 'src/ui/locales', locale, 'common.json'), 'utf8'));
    expect(manifest).toMatchObject({
      id: '/',
      lang: locale,
      short_name: 'Circulo',
      description: common.home.description,
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b6e4f',
    });
    expect(manifest.name).toContain(common.brand.tagline);
    const icons = manifest.icons.map((i: { src: string; sizes: string; purpose: string }) => [i.sizes, i.purpose]);
    expect(icons).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of manifest.icons) expect(pngSize(icon.src).join('x')).toBe(icon.sizes);
  });

  it('the theme colour is the one the page says', () => {
    expect(readFileSync(resolve(root, 'index.html'), 'utf8')).toContain(
      `<meta name="theme-color" content="${webManifest('fr-FR').theme_color}" />`,
    );
  });
});
