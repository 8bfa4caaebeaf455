// The production build served by deploy/'s nginx configuration (rendered by
// deploy/render-nginx.mjs), with /api passed to fakes/http: the headers as a client reads them,
// then every route of the spec in Chromium, signed out and signed in, with no Content-Security-Policy
// violation. Each worker starts nginx once (tests/e2e/support/nginx-site.ts); the test that needs
// another root starts its own.
//
// Maps: the build draws OpenStreetMap's tiles (no VITE_MAP_TILES_URL, as in production). There is
// no network here, so the tile server is played by a blank tile (tests/e2e/support/osm-tiles.ts):
// the request still leaves the page, so the policy's img-src is what lets it through, or not.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { inlineScriptHashes, inlineStyleHashes, writeNginx } from '../../../deploy/render-nginx.mjs';
import { acceptedLanguages, localeForLanguages } from '../../../src/core/content/visitor-languages.js';
import { TOKEN_COOKIES } from '../../../src/adapters/cookies/token-cookie-names.js';
import { LoginPage } from '../pages/login';
import { NGINX, requireNginx, withNginx } from '../../../scripts/lib/nginx.mjs';
import { expect, PHONE, test as base, watchFailedRequests } from '../support/nginx-site';
import { fakeOsmTiles, OSM } from '../support/osm-tiles';
import { PRODUCTION_DIR as DIST } from '../support/production';

type Csp = Record<string, string[]>;

/** The <style> of each prerendered page, by its hash (scripts/lib/inline-styles.mjs): the only inline style allowed. */
const PAGE_STYLES = inlineStyleHashes(DIST);

/** The prerendered pages' loader, by its hash (scripts/lib/page-loader.mjs): the only inline script allowed. */
const PAGE_SCRIPTS = inlineScriptHashes(DIST);

/** The policy for the build the tests make (no VITE_* set): nothing beyond this, nothing inline but the pages' own styles and loader. */
const EXPECTED_CSP: Csp = {
  'default-src': ["'self'"],
  'script-src': ["'self'", ...PAGE_SCRIPTS],
  'style-src': ["'self'", ...PAGE_STYLES],
  'img-src': ["'self'", 'data:', OSM],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** Spec §2's public routes (in two halves, so each test stays short), with the optional country segment, headless, and an unknown path. */
const CONTENT_ROUTES = [
  '/',
  '/faq',
  '/how-it-works',
  '/products',
  '/privacy-policy',
  '/thank-you',
  '/fr/products',
  '/faq?headless=true',
  '/no-such-page',
];
const FORM_AND_MAP_ROUTES = ['/countries', '/contact-us', '/dsar', '/reset-password', '/shop-and-return', '/login', '/signup'];
const USER_ROUTES = ['/user/profile', '/user/account', '/user/verification-error', '/user/verify-email', '/user/withdraw'];

interface RawResponse {
  readonly status: number | undefined;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** A plain HTTP GET, body left as sent (no decompression). */
function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function parseCsp(value: string | string[] | undefined): Csp {
  return Object.fromEntries(
    String(value ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The security headers every response carries, errors included. */
function expectSecurityHeaders(res: RawResponse, label: string): void {
  const h = res.headers;
  expect(parseCsp(h['content-security-policy']), `${label}: Content-Security-Policy`).toEqual(EXPECTED_CSP);
  expect(h['strict-transport-security'] ?? '', `${label}: HSTS of a year or more`).toMatch(/^max-age=(\d{8,}); includeSubDomains$/);
  expect(h['x-content-type-options'], `${label}: nosniff`).toBe('nosniff');
  expect(
    ['strict-origin-when-cross-origin', 'strict-origin', 'same-origin', 'no-referrer'],
    `${label}: Referrer-Policy strict-origin-when-cross-origin or stricter`,
  ).toContain(String(h['referrer-policy']));
  const permissionsHeader = String(h['permissions-policy'] ?? '');
  const permissions = permissionsHeader.split(',').map((p) => p.trim());
  expect(permissions, `${label}: geolocation for this origin only (${permissionsHeader})`).toContain('geolocation=(self)');
  expect(
    permissions.filter((p) => p !== 'geolocation=(self)').every((p) => /^[a-z-]+=\(\)$/.test(p)) && permissions.includes('camera=()'),
    `${label}: every other feature off (${permissionsHeader})`,
  ).toBe(true);
  expect(h['cross-origin-opener-policy'], `${label}: Cross-Origin-Opener-Policy`).toBe('same-origin');
  expect(h.server ?? '', `${label}: no server version`).not.toMatch(/\d/);
}

interface PolicyWatch {
  /** Content-Security-Policy violations: the page's securitypolicyviolation events and Chromium's "Refused to …" lines. */
  readonly violations: string[];
  /** Requests to nginx that failed or were answered 400 or more. */
  readonly failed: string[];
}

/** Watches the page for policy violations and failed requests, from its next navigation on. */
async function watchPolicy(page: Page, nginxUrl: string): Promise<PolicyWatch> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}` : '';
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'}${where} ${e.sample ? `«${e.sample}»` : ''}`);
    });
  });
  page.on('console', (msg) => {
    if (/Refused to|Content.Security.Policy|Permissions.Policy/i.test(msg.text())) violations.push(`console ${msg.type()}: ${msg.text()}`);
  });
  return { violations, failed: watchFailedRequests(page, nginxUrl) };
}

/** The route drawn: its heading, and nothing still loading. */
async function visit(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await expect(page.locator('h1').first(), `${route}: its heading`).toBeVisible();
  await expect(page.locator('[aria-busy="true"]'), `${route}: nothing still loading`).toHaveCount(0);
}

const test = base.extend<{ policy: PolicyWatch; tiles: string[] }>({
  /** The test's page watched for policy violations and failed requests. */
  policy: async ({ page, nginx }, use) => use(await watchPolicy(page, nginx.url)),
  /** OpenStreetMap's tiles the page asked for, each answered with a blank tile. */
  tiles: async ({ page }, use) => use(await fakeOsmTiles(page)),
});

test.use({ viewport: PHONE });

function expectClean({ violations, failed }: PolicyWatch, label: string): void {
  expect(violations, `${label}: Content-Security-Policy violations`).toEqual([]);
  expect(failed, `${label}: failed requests`).toEqual([]);
}

test.describe('nginx: as a client reads it', () => {
  test('nginx: security headers, caching, compression, SPA fallback and /api, as a client reads them', async ({
    nginx,
    api,
    nginxErrors,
  }) => {
    const indexHtml = fs.readFileSync(path.join(DIST, 'index.html'));
    // The app's script: the largest the shell loads at start (the entry is main.tsx alone, under a
    // kilobyte and sent as it is; what every page runs is its `start` chunk, preloaded beside it).
    const named = [
      ...indexHtml.toString().matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="(\/assets\/[^"]+\.js)"/g),
    ];
    const script = named
      .map((m) => m[1] as string)
      .sort((a, b) => fs.statSync(path.join(DIST, b)).size - fs.statSync(path.join(DIST, a)).size)[0];
    if (!script) throw new Error(`${DIST}/index.html loads no script`);
    const scriptJs = fs.readFileSync(path.join(DIST, script));

    const home = await get(`${nginx.url}/`, { 'accept-encoding': 'br, gzip' });
    expect(home.status, '/').toBe(200);
    expectSecurityHeaders(home, '/');
    expect(home.headers['cache-control'], '/: HTML is revalidated every time').toBe('no-cache');
    expect(home.headers['content-type'], '/: content type').toMatch(/^text\/html; charset=utf-8$/);
    expect(home.headers['content-encoding'], '/: Brotli when asked').toBe('br');
    const prerenderedHome = fs.readFileSync(path.join(DIST, '_pages/fr-FR/banner/index.html'));
    expect(zlib.brotliDecompressSync(home.body).equals(prerenderedHome), '/: the Brotli body is the prerendered home page').toBe(true);
    expect(home.headers.vary ?? '', '/: Vary: Cookie (the page follows the language cookie)').toMatch(/Cookie/);

    // A deep route: its prerendered page (French, banner shown, without cookies) if the build
    // wrote one, else the app's index.html, which draws the route; never cached. A customer page's
    // frame only with a session's cookie: a visitor gets the app, which sends them to log in.
    const session = `${TOKEN_COOKIES.access}=a; ${TOKEN_COOKIES.refresh}=r`;
    const deep = [
      { route: '/faq', cookie: '', file: '_pages/fr-FR/banner/faq/index.html' },
      { route: '/no-such-page/deeper', cookie: '', file: null },
      { route: '/user/account', cookie: '', file: null },
      { route: '/user/account', cookie: session, file: '_pages/fr-FR/banner/user/account/index.html' },
      {
        route: '/user/withdraw',
        cookie: `${TOKEN_COOKIES.refresh}=r; circulo_consent=denied; circulo_locale=ja-JP`,
        file: '_pages/ja-JP/chosen/user/withdraw/index.html',
      },
      { route: '/user/verify-email', cookie: session, file: null },
    ];
    for (const { route, cookie, file } of deep) {
      const label = `${route}${cookie ? ` (${cookie})` : ''}`;
      if (file) expect(fs.existsSync(path.join(DIST, file)), `${file}: written by the build`).toBe(true);
      const page = file ? fs.readFileSync(path.join(DIST, file)) : indexHtml;
      const res = await get(`${nginx.url}${route}`, cookie ? { cookie } : {});
      expect(res.status, `${label}: SPA fallback`).toBe(200);
      expect(res.body.equals(page), `${label}: answered with ${file ?? 'index.html'}`).toBe(true);
      expect(res.headers['cache-control'], `${label}: no-cache`).toBe('no-cache');
      expect(res.headers.vary ?? '', `${label}: Vary: Cookie`).toMatch(/Cookie/);
      expectSecurityHeaders(res, label);
    }

    const br = await get(`${nginx.url}${script}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status, script).toBe(200);
    expectSecurityHeaders(br, script);
    expect(br.headers['cache-control'], `${script}: kept a year, never revalidated`).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type'], `${script}: content type`).toMatch(/^application\/javascript; charset=utf-8$/);
    expect(br.headers['content-encoding'], `${script}: Brotli when the browser offers it`).toBe('br');
    expect(br.headers.vary ?? '', `${script}: Vary: Accept-Encoding`).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.body).equals(scriptJs), `${script}: the Brotli body is the script`).toBe(true);
    const precompressed = fs.readFileSync(path.join(DIST, `${script}.br`));
    expect(br.body.length, `${script}: the precompressed copy is sent (brotli_static)`).toBe(precompressed.length);

    const gz = await get(`${nginx.url}${script}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding'], `${script}: gzip for a browser without Brotli`).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(scriptJs), `${script}: the gzip body is the script`).toBe(true);
    const plain = await get(`${nginx.url}${script}`);
    expect(plain.headers['content-encoding'], `${script}: as it is when nothing is offered`).toBeUndefined();
    expect(plain.body.equals(scriptJs), `${script}: uncompressed body`).toBe(true);

    // A file without a precompressed copy is compressed on the fly.
    const locale = await get(`${nginx.url}/locales/fr-FR/common.json`, { 'accept-encoding': 'br' });
    expect(locale.status, 'French texts').toBe(200);
    expect(locale.headers['cache-control'], 'texts are not hashed: revalidated').toBe('no-cache');
    expect(locale.headers['content-encoding'], 'texts in Brotli').toBe('br');

    for (const missing of [
      '/assets/index-00000000.js',
      '/locales/fr-FR/nope.json',
      '/.vite/manifest.json',
      '/_pages/fr-FR/banner/faq/index.html',
    ]) {
      const res = await get(`${nginx.url}${missing}`);
      expect(res.status, `${missing}: a 404, not the app's page`).toBe(404);
      expectSecurityHeaders(res, `${missing} (404)`);
      expect(res.headers['cache-control'] ?? '', `${missing}: a 404 is not cached`).not.toMatch(/immutable|max-age=[1-9]/);
    }

    const me = await get(`${nginx.url}/api/v2/user`, { accept: 'application/json' });
    expect(me.status, '/api/v2/user without a token: the fake API answers 401').toBe(401);
    expect(me.headers['content-type'] ?? '', '/api: the API’s JSON').toMatch(/json/);
    expectSecurityHeaders(me, '/api/v2/user (401)');
    const sent = api.requests.find((r) => r.path === '/api/v2/user');
    expect(sent, '/api/v2/user reached the API behind nginx').toBeTruthy();
    expect(sent?.headers['x-forwarded-for'], 'the client address passed on').toBe('127.0.0.1');
    expect(nginxErrors(), 'nginx logged no error').toEqual([]);
  });

  test('nginx: the prerendered page in the visitor’s language and banner state is served for its route, the app for the others', async ({
    site,
  }) => {
    // A build of a few files, so that the rule is checked whatever dist/ holds.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'circulo-nginx-root-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), `<!doctype html><title>${text}</title>`.padEnd(2000, ' '));
    };
    try {
      write('index.html', 'app');
      write('_pages/fr-FR/banner/index.html', 'homefr');
      write('_pages/fr-FR/banner/faq/index.html', 'faqfr');
      write('_pages/fr-FR/chosen/faq/index.html', 'faqfrchosen');
      write('_pages/ja-JP/banner/faq/index.html', 'faqja');
      write('_pages/ja-JP/chosen/faq/index.html', 'faqjachosen');
      write('_pages/fr-FR/headless/faq/index.html', 'faqfrheadless');
      write('_pages/ja-JP/headless/faq/index.html', 'faqjaheadless');
      fs.mkdirSync(path.join(root, '.vite'));
      fs.writeFileSync(path.join(root, '.vite', 'inline-styles.json'), '{ "hashes": [] }');
      fs.writeFileSync(path.join(root, '.vite', 'inline-scripts.json'), '{ "hashes": [] }');
      fs.mkdirSync(path.join(root, 'assets'));
      fs.writeFileSync(path.join(root, 'assets', 'entry-abc123.js'), 'export {};');
      await withNginx({ root, apiUpstream: site.url }, async (nginx: { url: string }) => {
        const title = async (route: string, cookie?: string, acceptLanguage?: string) => {
          const res = await get(`${nginx.url}${route}`, {
            'accept-encoding': 'br',
            ...(cookie ? { cookie } : {}),
            ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
          });
          expect(res.status, route).toBe(200);
          expect(res.headers.vary ?? '', `${route}: Vary names what chose the page`).toMatch(/Cookie, Accept-Language/);
          expect(res.headers['cache-control'], `${route}: no-cache`).toBe('no-cache');
          expect(res.headers['content-encoding'], `${route}: its precompressed copy`).toBe('br');
          return /<title>(\w+)/.exec(zlib.brotliDecompressSync(res.body).toString())?.[1];
        };
        expect(await title('/faq'), '/faq without cookies: French, banner shown').toBe('faqfr');
        expect(await title('/faq/'), '/faq/: the same').toBe('faqfr');
        expect(await title('/faq', 'circulo_locale=ja-JP'), '/faq for a Japanese visitor').toBe('faqja');
        expect(await title('/faq', 'circulo_locale=ja-JP; circulo_consent=denied'), '/faq, Japanese, banner answered').toBe('faqjachosen');
        expect(await title('/faq', 'circulo_consent=granted'), '/faq, French, banner answered').toBe('faqfrchosen');
        expect(await title('/faq', 'circulo_locale=xx-XX'), 'an unknown language: the French page').toBe('faqfr');
        expect(await title('/faq', 'circulo_locale=../../etc'), 'a cookie cannot point outside the pages').toBe('faqfr');
        // No language cookie: the browser's languages choose, as the app reads them (visitor-languages.js).
        const asked: readonly (readonly [string, string])[] = [
          ['ja', 'faqja'],
          ['ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7', 'faqja'],
          ['de-DE,de;q=0.9,ja;q=0.8', 'faqja'],
          ['fr-CA,fr;q=0.9', 'faqfr'],
          ['de-DE,de;q=0.9', 'faqfr'],
          ['frr,ja', 'faqja'],
        ];
        for (const [header, page] of asked) {
          const expected = localeForLanguages(acceptedLanguages(header)) ?? 'fr-FR';
          expect(page.endsWith(expected === 'ja-JP' ? 'ja' : 'fr'), `${header}: the table agrees with the app's rule`).toBe(true);
          expect(await title('/faq', undefined, header), `/faq from a browser asking for ${header}`).toBe(page);
        }
        expect(await title('/faq', 'circulo_locale=fr-FR', 'ja'), 'a saved choice wins over the browser').toBe('faqfr');
        expect(await title('/faq', 'circulo_consent=denied', 'ja-JP'), 'Japanese browser, banner answered').toBe('faqjachosen');
        // ?headless (an embedding app): its own pages, whatever the consent; a look-alike parameter is not it.
        expect(await title('/faq?headless'), '/faq?headless').toBe('faqfrheadless');
        expect(await title('/faq?x=1&headless=true', 'circulo_consent=granted'), 'headless with a value, consent answered').toBe(
          'faqfrheadless',
        );
        expect(await title('/faq?headless', 'circulo_locale=ja-JP'), 'headless in Japanese').toBe('faqjaheadless');
        expect(await title('/faq?notheadless=1'), 'a parameter that only ends in headless').toBe('faqfr');
        expect(await title('/?headless'), 'no headless home page in this build: the app').toBe('app');
        expect(await title('/', 'circulo_locale=ja-JP'), '/ with no Japanese home page: the app').toBe('app');
        expect(await title('/'), '/: the prerendered home page').toBe('homefr');
        expect(await title('/products'), '/products: the app').toBe('app');
        expect((await get(`${nginx.url}/_pages/ja-JP/banner/faq/index.html`)).status, 'the variants are not addressable').toBe(404);
      });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test('nginx: with a certificate (deploy’s --tls-cert), the pages over HTTPS with HTTP/2, their headers as over HTTP', async ({
    site,
  }) => {
    await withNginx({ root: DIST, apiUpstream: site.url, tls: true }, async (nginx: { url: string }) => {
      expect(nginx.url).toMatch(/^https:/);
      // Its certificate is its own: trusted for this request only.
      const client = http2.connect(nginx.url, { rejectUnauthorized: false });
      try {
        const headers = await new Promise<http2.IncomingHttpHeaders>((resolve, reject) => {
          const request = client.request({ ':path': '/faq', 'accept-language': 'ja-JP' });
          request.on('response', (h) => {
            request.resume();
            request.on('end', () => resolve(h));
          });
          request.on('error', reject);
          request.end();
        });
        expect(client.alpnProtocol, 'HTTP/2, negotiated').toBe('h2');
        expect(headers[':status']).toBe(200);
        expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
        expect(headers['content-security-policy']).toContain("default-src 'self'");
        expect(headers.vary ?? '').toMatch(/Cookie, Accept-Language/);
      } finally {
        client.close();
      }
    });
  });

  test('nginx: the policy and the proxies follow the build’s VITE_* settings, and nginx accepts what is rendered', () => {
    requireNginx();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'circulo-nginx-render-'));
    try {
      const render = (env: Record<string, string>, options: { apiUpstream?: string } = {}) => {
        writeNginx(dir, { env, root: DIST, port: 8080, runtimeDir: dir, ...options });
        const check = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
        expect(check.status, `nginx -t accepts the configuration for ${JSON.stringify(env)}: ${check.stderr}`).toBe(0);
        const headers = fs.readFileSync(path.join(dir, 'security-headers.conf'), 'utf8');
        const site = fs.readFileSync(path.join(dir, 'site.conf'), 'utf8');
        return { csp: parseCsp(/Content-Security-Policy "([^"]+)"/.exec(headers)?.[1]), site };
      };

      // Everything on other origins: each named where the app uses it, nothing proxied.
      const remote = render({
        VITE_API_BASE_URL: 'https://api.circulo.example/',
        VITE_CONTENT_BASE_URL: 'https://content.circulo.example',
        VITE_ANALYTICS_URL: 'https://www.googletagmanager.com/gtag/js?id=G-TEST',
        VITE_MAP_TILES_URL: 'https://{a-c}.tiles.circulo.example/{z}/{x}/{y}.png',
      });
      expect(remote.csp['script-src'], 'analytics script origin, no inline script but the pages’ loader and the account frame’s').toEqual([
        "'self'",
        ...PAGE_SCRIPTS,
        'https://www.googletagmanager.com',
      ]);
      // One loader, the same in every page, and the account frame's own two (the copy painted, the reads sent before the app).
      expect(PAGE_SCRIPTS, 'the pages’ loader and the account frame’s scripts').toHaveLength(3);
      expect(remote.csp['connect-src'], 'API, content and analytics origins').toEqual([
        "'self'",
        'https://api.circulo.example',
        'https://content.circulo.example',
        'https://www.googletagmanager.com',
      ]);
      expect(remote.csp['img-src'], 'tile servers, subdomains as a wildcard').toEqual([
        "'self'",
        'data:',
        'https://*.tiles.circulo.example',
      ]);
      expect(remote.csp['style-src'], 'no inline style but the pages’ own, whatever the settings').toEqual(["'self'", ...PAGE_STYLES]);
      expect(PAGE_STYLES.length, 'each prerendered page’s styles in one <style>, a few of them').toBeGreaterThan(0);
      expect(remote.site, 'no proxy for an API on another origin').not.toMatch(/location \^~ \/api\/|\/translation/);

      // Same origin, the offline map: nothing beyond 'self', both paths proxied.
      const local = render({ VITE_MAP_TILES_URL: 'bundled' }, { apiUpstream: 'http://10.0.0.5:8080' });
      expect(local.csp, 'the bundled map needs no tile origin').toEqual({ ...EXPECTED_CSP, 'img-src': ["'self'", 'data:'] });
      expect(local.site, '/api/ proxied').toMatch(/location \^~ \/api\/ \{[^}]*proxy_pass http:\/\/10\.0\.0\.5:8080;/);
      expect(local.site, '/translation proxied').toMatch(/location = \/translation \{[^}]*proxy_pass http:\/\/10\.0\.0\.5:8080;/);

      // An http: tile server is refused by the app (it draws the offline map): the policy follows.
      expect(
        render({ VITE_MAP_TILES_URL: 'http://tiles.example/{z}/{x}/{y}.png' }, { apiUpstream: 'http://127.0.0.1:1' }).csp['img-src'],
        'an http: tile server: no tile origin',
      ).toEqual(["'self'", 'data:']);

      // The app calling its own origin with nowhere to send /api is a mistake said out loud.
      expect(() => render({}), 'a same-origin API needs an upstream').toThrow(/--api-upstream/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe('nginx: in Chromium, under the Content-Security-Policy', () => {
  test('nginx: the public content pages in Chromium, with no Content-Security-Policy violation', async ({ page, policy, nginxErrors }) => {
    for (const route of CONTENT_ROUTES) {
      await test.step(route, async () => {
        await visit(page, route);
        expectClean(policy, route);
      });
    }
    await expect(page, 'an unknown path stays (the app shows its not-found page)').toHaveURL((url) => url.pathname === '/no-such-page');
    expect(nginxErrors(), 'nginx logged no error').toEqual([]);
  });

  test('nginx: the public forms and maps in Chromium, with no Content-Security-Policy violation', async ({
    page,
    policy,
    tiles,
    nginxErrors,
    shot,
  }) => {
    for (const route of FORM_AND_MAP_ROUTES) {
      await test.step(route, async () => {
        await visit(page, route);
        expectClean(policy, route);
        if (route === '/login') {
          // A dialog, drawn over the page, under the same policy.
          await page
            .getByRole('region', { name: /cookies/i })
            .getByRole('button', { name: /nécessaires/i })
            .click();
          await page
            .getByRole('main')
            .getByRole('button', { name: /Mot de passe oublié/ })
            .click();
          await expect(page.getByRole('dialog', { name: 'Réinitialiser votre mot de passe' })).toBeVisible();
          expectClean(policy, `${route} with the forgotten-password dialog`);
        }
        if (route === '/shop-and-return') {
          // Tiles come once the map chunk, OpenLayers and the places have arrived: up to 15 s on a busy machine.
          await expect
            .poll(() => tiles.length, { message: 'the map drew OpenStreetMap tiles under the policy', timeout: 15_000 })
            .toBeGreaterThan(0);
          expectClean(policy, `${route} with its map`);
          await shot(page, 'nginx-shop-and-return');
        }
      });
    }
    expect(nginxErrors(), 'nginx logged no error').toEqual([]);
  });

  test('nginx: signed in, every /user page in Chromium, with no Content-Security-Policy violation', async ({
    page,
    policy,
    tiles: _tiles,
    nginxErrors,
    shot,
  }) => {
    // Should an account page draw a map, its tiles are answered with a blank tile, not fenced off.
    const login = new LoginPage(page, 'fr-FR');
    await login.open();
    await login.acceptNecessaryCookies();
    await login.submit();
    await expect(page, 'the account after login (through nginx and /api)').toHaveURL((url) => url.pathname === '/user/account');
    for (const route of [...USER_ROUTES, '/account']) {
      await test.step(route, async () => {
        await visit(page, route);
        const expected = route === '/account' ? '/user/account' : route;
        await expect(page, `${route}: shown signed in`).toHaveURL((url) => url.pathname === expected);
        expectClean(policy, route);
        if (expected === '/user/account') {
          // An item of the history, opened: its items' pictures and prices.
          const item = page
            .getByRole('region', { name: 'Historique' })
            .getByRole('button', { name: /contenants rapportés/ })
            .first();
          await item.click();
          const panel = page.locator(`[id="${await item.getAttribute('aria-controls')}"]`);
          const picture = panel.locator('img').first();
          await expect(picture).toBeVisible();
          await expect
            .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: 'pictures drawn' })
            .toBe(true);
          expectClean(policy, `${route} with a history item open`);
        }
      });
    }
    await shot(page, 'nginx-user-account');
    expect(nginxErrors(), 'nginx logged no error').toEqual([]);
  });
});
