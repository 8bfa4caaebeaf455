// The production build served by deploy/'s nginx configuration (rendered by
// deploy/render-nginx.mjs), with /api passed to fakes/http: the headers as a client reads them,
// then every route of the spec in Chromium, signed out and signed in, with no Content-Security-Policy
// violation. nginx is started for each scenario (tests/e2e/nginx/nginx.mjs) and stopped after it.
//
// Maps: the build draws OpenStreetMap's tiles (no VITE_MAP_TILES_URL, as in production). There is
// no network here, so the tile server is played by a blank tile (as in 70-map-bundle.mjs): the
// request still leaves the page, so the policy's img-src is what lets it through, or not.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPO_ROOT, waitForSettled } from '../harness.mjs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { NGINX, requireNginx, withNginx } from '../support/nginx.mjs';
import { writeNginx } from '../../../deploy/render-nginx.mjs';
import { submitLogin } from './30-production-http.mjs';

export const serve = 'production';

const DIST = path.resolve(process.env.E2E_PRODUCTION_DIR ?? path.join(REPO_ROOT, 'dist'));
const PHONE = { width: 390, height: 844 };
const OSM = 'https://tile.openstreetmap.org';
/** A 1×1 transparent PNG. */
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The policy for the build the tests make (no VITE_* set): nothing beyond this, nothing inline. */
const EXPECTED_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", OSM],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** Spec §2's public routes (in two halves, so each scenario stays short), with the optional country segment, headless, and an unknown path. */
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

/** nginx over the production build, passing /api and /translation to the harness's fakes/http. */
const nginxFor = (baseUrl) => ({ root: DIST, apiUpstream: baseUrl });

/** A plain HTTP GET, body left as sent (no decompression). */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function parseCsp(value) {
  return Object.fromEntries(
    String(value ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The security headers every response carries, errors included. */
function expectSecurityHeaders(expect, res, label) {
  const h = res.headers;
  expect.equal(parseCsp(h['content-security-policy']), EXPECTED_CSP, `${label}: Content-Security-Policy`);
  expect.match(h['strict-transport-security'] ?? '', /^max-age=(\d{8,}); includeSubDomains$/, `${label}: HSTS of a year or more`);
  expect.equal(h['x-content-type-options'], 'nosniff', `${label}: nosniff`);
  expect.ok(
    ['strict-origin-when-cross-origin', 'strict-origin', 'same-origin', 'no-referrer'].includes(h['referrer-policy']),
    `${label}: Referrer-Policy strict-origin-when-cross-origin or stricter (got ${h['referrer-policy']})`,
  );
  const permissions = String(h['permissions-policy'] ?? '')
    .split(',')
    .map((p) => p.trim());
  expect.ok(permissions.includes('geolocation=(self)'), `${label}: geolocation for this origin only (${h['permissions-policy']})`);
  expect.ok(
    permissions.filter((p) => p !== 'geolocation=(self)').every((p) => /^[a-z-]+=\(\)$/.test(p)) && permissions.includes('camera=()'),
    `${label}: every other feature off (${h['permissions-policy']})`,
  );
  expect.equal(h['cross-origin-opener-policy'], 'same-origin', `${label}: Cross-Origin-Opener-Policy`);
  expect.ok(!('server' in h) || !/\d/.test(h.server), `${label}: no server version (${h.server})`);
}

/** Records CSP violations: the page's securitypolicyviolation events and Chromium's "Refused to …" lines. */
async function watchPolicy(page) {
  const violations = [];
  await page.exposeBinding('__reportCspViolation', (_source, text) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}` : '';
      window.__reportCspViolation(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'}${where} ${e.sample ? `«${e.sample}»` : ''}`);
    });
  });
  page.on('console', (msg) => {
    if (/Refused to|Content.Security.Policy|Permissions.Policy/i.test(msg.text())) violations.push(`console ${msg.type()}: ${msg.text()}`);
  });
  return violations;
}

/** OpenStreetMap's tile server played by a blank tile; returns the tiles asked for. */
async function fakeTiles(page) {
  const tiles = [];
  await page.route(`${OSM}/**`, (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE });
  });
  return tiles;
}

async function visit(page, route) {
  await page.goto(route);
  await page.locator('h1').first().waitFor({ timeout: 15000 });
  await waitForSettled(page, { quietMs: 300 });
}

function expectClean(expect, page, violations, label) {
  expect.equal(violations, [], `${label}: Content-Security-Policy violations`);
  // A load the next navigation cancels (net::ERR_ABORTED) is the browser's doing, not a failure.
  const failed = page.failedRequests.filter((r) => !r.endsWith('net::ERR_ABORTED'));
  expect.equal(failed, [], `${label}: failed requests`);
}

export const scenarios = [
  {
    name: 'nginx: security headers, caching, compression, SPA fallback and /api, as a client reads them',
    async run({ expect, api, baseUrl }) {
      await withNginx(nginxFor(baseUrl), async (nginx) => {
        const indexHtml = fs.readFileSync(path.join(DIST, 'index.html'));
        const entry = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(indexHtml.toString())[1];
        const entryJs = fs.readFileSync(path.join(DIST, entry));

        const home = await get(`${nginx.url}/`, { 'accept-encoding': 'br, gzip' });
        expect.equal(home.status, 200, '/');
        expectSecurityHeaders(expect, home, '/');
        expect.equal(home.headers['cache-control'], 'no-cache', '/: HTML is revalidated every time');
        expect.match(home.headers['content-type'], /^text\/html; charset=utf-8$/, '/: content type');
        expect.equal(home.headers['content-encoding'], 'br', '/: Brotli when asked');
        const prerenderedHome = fs.readFileSync(path.join(DIST, '_pages/fr-FR/banner/index.html'));
        expect.ok(zlib.brotliDecompressSync(home.body).equals(prerenderedHome), '/: the Brotli body is the prerendered home page');
        expect.match(home.headers.vary ?? '', /Cookie/, '/: Vary: Cookie (the page follows the language cookie)');

        // A deep route: its prerendered page (French, banner shown, without cookies) if the build
        // wrote one, else the app's index.html, which draws the route; never cached.
        for (const route of ['/user/account', '/faq', '/no-such-page/deeper']) {
          const prerendered = path.join(DIST, '_pages/fr-FR/banner', route, 'index.html');
          const page = fs.existsSync(prerendered) ? fs.readFileSync(prerendered) : indexHtml;
          const res = await get(`${nginx.url}${route}`);
          expect.equal(res.status, 200, `${route}: SPA fallback`);
          expect.ok(res.body.equals(page), `${route}: answered with ${page === indexHtml ? 'index.html' : prerendered}`);
          expect.equal(res.headers['cache-control'], 'no-cache', `${route}: no-cache`);
          expectSecurityHeaders(expect, res, route);
        }

        const br = await get(`${nginx.url}${entry}`, { 'accept-encoding': 'gzip, deflate, br' });
        expect.equal(br.status, 200, entry);
        expectSecurityHeaders(expect, br, entry);
        expect.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable', `${entry}: kept a year, never revalidated`);
        expect.match(br.headers['content-type'], /^application\/javascript; charset=utf-8$/, `${entry}: content type`);
        expect.equal(br.headers['content-encoding'], 'br', `${entry}: Brotli when the browser offers it`);
        expect.match(br.headers.vary ?? '', /Accept-Encoding/i, `${entry}: Vary: Accept-Encoding`);
        expect.ok(zlib.brotliDecompressSync(br.body).equals(entryJs), `${entry}: the Brotli body is the script`);
        const precompressed = fs.readFileSync(path.join(DIST, `${entry}.br`));
        expect.equal(br.body.length, precompressed.length, `${entry}: the precompressed copy is sent (brotli_static)`);

        const gz = await get(`${nginx.url}${entry}`, { 'accept-encoding': 'gzip' });
        expect.equal(gz.headers['content-encoding'], 'gzip', `${entry}: gzip for a browser without Brotli`);
        expect.ok(zlib.gunzipSync(gz.body).equals(entryJs), `${entry}: the gzip body is the script`);
        const plain = await get(`${nginx.url}${entry}`);
        expect.equal(plain.headers['content-encoding'], undefined, `${entry}: as it is when nothing is offered`);
        expect.ok(plain.body.equals(entryJs), `${entry}: uncompressed body`);

        // A file without a precompressed copy is compressed on the fly.
        const locale = await get(`${nginx.url}/locales/fr-FR/common.json`, { 'accept-encoding': 'br' });
        expect.equal(locale.status, 200, 'French texts');
        expect.equal(locale.headers['cache-control'], 'no-cache', 'texts are not hashed: revalidated');
        expect.equal(locale.headers['content-encoding'], 'br', 'texts in Brotli');

        for (const missing of [
          '/assets/index-00000000.js',
          '/locales/fr-FR/nope.json',
          '/.vite/manifest.json',
          '/_pages/fr-FR/banner/faq/index.html',
        ]) {
          const res = await get(`${nginx.url}${missing}`);
          expect.equal(res.status, 404, `${missing}: a 404, not the app's page`);
          expectSecurityHeaders(expect, res, `${missing} (404)`);
          expect.ok(!/immutable|max-age=[1-9]/.test(res.headers['cache-control'] ?? ''), `${missing}: a 404 is not cached`);
        }

        api.requests.length = 0;
        const me = await get(`${nginx.url}/api/v2/user`, { accept: 'application/json' });
        expect.equal(me.status, 401, '/api/v2/user without a token: the fake API answers 401');
        expect.match(me.headers['content-type'] ?? '', /json/, '/api: the API’s JSON');
        expectSecurityHeaders(expect, me, '/api/v2/user (401)');
        const sent = api.requests.find((r) => r.path === '/api/v2/user');
        expect.ok(sent, '/api/v2/user reached the API behind nginx');
        expect.equal(sent.headers['x-forwarded-for'], '127.0.0.1', 'the client address passed on');
        expect.equal(nginx.errors(), [], 'nginx logged no error');
      });
    },
  },
  {
    name: 'nginx: the prerendered page in the visitor’s language and banner state is served for its route, the app for the others',
    async run({ expect, baseUrl }) {
      // A build of a few files, so that the rule is checked whatever dist/ holds.
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'circulo-nginx-root-'));
      const write = (file, text) => {
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
        fs.mkdirSync(path.join(root, 'assets'));
        fs.writeFileSync(path.join(root, 'assets', 'entry-abc123.js'), 'export {};');
        await withNginx({ root, apiUpstream: baseUrl }, async (nginx) => {
          const title = async (route, cookie) => {
            const res = await get(`${nginx.url}${route}`, { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) });
            expect.equal(res.status, 200, route);
            expect.equal(res.headers['cache-control'], 'no-cache', `${route}: no-cache`);
            expect.equal(res.headers['content-encoding'], 'br', `${route}: its precompressed copy`);
            return /<title>(\w+)/.exec(zlib.brotliDecompressSync(res.body).toString())?.[1];
          };
          expect.equal(await title('/faq'), 'faqfr', '/faq without cookies: French, banner shown');
          expect.equal(await title('/faq/'), 'faqfr', '/faq/: the same');
          expect.equal(await title('/faq', 'circulo_locale=ja-JP'), 'faqja', '/faq for a Japanese visitor');
          expect.equal(
            await title('/faq', 'circulo_locale=ja-JP; circulo_consent=denied'),
            'faqjachosen',
            '/faq, Japanese, banner answered',
          );
          expect.equal(await title('/faq', 'circulo_consent=granted'), 'faqfrchosen', '/faq, French, banner answered');
          expect.equal(await title('/faq', 'circulo_locale=xx-XX'), 'faqfr', 'an unknown language: the French page');
          expect.equal(await title('/faq', 'circulo_locale=../../etc'), 'faqfr', 'a cookie cannot point outside the pages');
          expect.equal(await title('/', 'circulo_locale=ja-JP'), 'app', '/ with no Japanese home page: the app');
          expect.equal(await title('/'), 'homefr', '/: the prerendered home page');
          expect.equal(await title('/products'), 'app', '/products: the app');
          expect.equal((await get(`${nginx.url}/_pages/ja-JP/banner/faq/index.html`)).status, 404, 'the variants are not addressable');
        });
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  },
  {
    name: 'nginx: the public content pages in Chromium, with no Content-Security-Policy violation',
    async run({ newPage, expect, baseUrl }) {
      await withNginx(nginxFor(baseUrl), async (nginx) => {
        const page = await newPage({ baseURL: nginx.url, viewport: PHONE });
        const violations = await watchPolicy(page);
        for (const route of CONTENT_ROUTES) {
          await visit(page, route);
          expectClean(expect, page, violations, route);
        }
        expect.equal(new URL(page.url()).pathname, '/no-such-page', 'an unknown path stays (the app shows its not-found page)');
        expect.equal(nginx.errors(), [], 'nginx logged no error');
      });
    },
  },
  {
    name: 'nginx: the public forms and maps in Chromium, with no Content-Security-Policy violation',
    async run({ newPage, expect, baseUrl, screenshot }) {
      await withNginx(nginxFor(baseUrl), async (nginx) => {
        const page = await newPage({ baseURL: nginx.url, viewport: PHONE });
        const violations = await watchPolicy(page);
        const tiles = await fakeTiles(page);
        for (const route of FORM_AND_MAP_ROUTES) {
          await visit(page, route);
          expectClean(expect, page, violations, route);
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
            await page.getByRole('dialog', { name: 'Réinitialiser votre mot de passe' }).waitFor();
            expectClean(expect, page, violations, `${route} with the forgotten-password dialog`);
          }
          if (route === '/shop-and-return') {
            await expect.eventually(() => tiles.length > 0, 'the map drew OpenStreetMap tiles under the policy', 15000);
            expectClean(expect, page, violations, `${route} with its map`);
            await screenshot(page, 'nginx-shop-and-return');
          }
        }
        expect.equal(nginx.errors(), [], 'nginx logged no error');
      });
    },
  },
  {
    name: 'nginx: signed in, every /user page in Chromium, with no Content-Security-Policy violation',
    async run({ newPage, expect, baseUrl, screenshot }) {
      await withNginx(nginxFor(baseUrl), async (nginx) => {
        const page = await newPage({ baseURL: nginx.url, viewport: PHONE });
        const violations = await watchPolicy(page);
        await fakeTiles(page);
        await submitLogin(page);
        await expect.eventually(async () => new URL(page.url()).pathname === '/', 'home after login (through nginx and /api)', 10000);
        for (const route of [...USER_ROUTES, '/account']) {
          await visit(page, route);
          const landed = new URL(page.url()).pathname;
          expect.equal(landed, route === '/account' ? '/user/account' : route, `${route}: shown signed in`);
          expectClean(expect, page, violations, route);
          if (landed === '/user/account') {
            // An item of the history, opened: its items' pictures and prices.
            const item = page
              .getByRole('region', { name: 'Historique' })
              .getByRole('button', { name: /contenants rapportés/ })
              .first();
            await item.click({ timeout: 10000 });
            const panel = page.locator(`[id="${await item.getAttribute('aria-controls')}"]`);
            await panel.locator('img').first().waitFor();
            await expect.eventually(
              () =>
                panel
                  .locator('img')
                  .first()
                  .evaluate((img) => img.complete && img.naturalWidth > 0),
              'pictures drawn',
            );
            expectClean(expect, page, violations, `${route} with a history item open`);
          }
        }
        await screenshot(page, 'nginx-user-account');
        expect.equal(nginx.errors(), [], 'nginx logged no error');
      });
    },
  },
  {
    name: 'nginx: the policy and the proxies follow the build’s VITE_* settings, and nginx accepts what is rendered',
    async run({ expect }) {
      requireNginx();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'circulo-nginx-render-'));
      try {
        const render = (env, options = {}) => {
          writeNginx(dir, { env, root: DIST, port: 8080, runtimeDir: dir, ...options });
          const test = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
          expect.equal(test.status, 0, `nginx -t accepts the configuration for ${JSON.stringify(env)}: ${test.stderr}`);
          const headers = fs.readFileSync(path.join(dir, 'security-headers.conf'), 'utf8');
          const site = fs.readFileSync(path.join(dir, 'site.conf'), 'utf8');
          return { csp: parseCsp(/Content-Security-Policy "([^"]+)"/.exec(headers)[1]), site };
        };

        // Everything on other origins: each named where the app uses it, nothing proxied.
        const remote = render({
          VITE_API_BASE_URL: 'https://api.circulo.example/',
          VITE_CONTENT_BASE_URL: 'https://content.circulo.example',
          VITE_ANALYTICS_URL: 'https://www.googletagmanager.com/gtag/js?id=G-TEST',
          VITE_MAP_TILES_URL: 'https://{a-c}.tiles.circulo.example/{z}/{x}/{y}.png',
        });
        expect.equal(remote.csp['script-src'], ["'self'", 'https://www.googletagmanager.com'], 'analytics script origin');
        expect.equal(
          remote.csp['connect-src'],
          ["'self'", 'https://api.circulo.example', 'https://content.circulo.example', 'https://www.googletagmanager.com'],
          'API, content and analytics origins',
        );
        expect.equal(remote.csp['img-src'], ["'self'", 'https://*.tiles.circulo.example'], 'tile servers, subdomains as a wildcard');
        expect.equal(remote.csp['style-src'], ["'self'"], 'no inline style, whatever the settings');
        expect.ok(!/location \^~ \/api\/|\/translation/.test(remote.site), 'no proxy for an API on another origin');

        // Same origin, the offline map: nothing beyond 'self', both paths proxied.
        const local = render({ VITE_MAP_TILES_URL: 'bundled' }, { apiUpstream: 'http://10.0.0.5:8080' });
        expect.equal(local.csp, { ...EXPECTED_CSP, 'img-src': ["'self'"] }, 'the bundled map needs no tile origin');
        expect.match(local.site, /location \^~ \/api\/ \{[^}]*proxy_pass http:\/\/10\.0\.0\.5:8080;/, '/api/ proxied');
        expect.match(local.site, /location = \/translation \{[^}]*proxy_pass http:\/\/10\.0\.0\.5:8080;/, '/translation proxied');

        // An http: tile server is refused by the app (it draws the offline map): the policy follows.
        expect.equal(
          render({ VITE_MAP_TILES_URL: 'http://tiles.example/{z}/{x}/{y}.png' }, { apiUpstream: 'http://127.0.0.1:1' }).csp['img-src'],
          ["'self'"],
        );

        // The app calling its own origin with nowhere to send /api is a mistake said out loud.
        let refused = null;
        try {
          render({});
        } catch (err) {
          refused = err.message;
        }
        expect.match(refused ?? '', /--api-upstream/, 'a same-origin API needs an upstream');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  },
];
