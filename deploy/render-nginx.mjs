#!/usr/bin/env node
// Renders the nginx configuration of the production build from deploy/nginx/*.template.
//
//   node deploy/render-nginx.mjs --out DIR [--root DIR] [--port 80] [--api-upstream URL] …
//   (node deploy/render-nginx.mjs --help lists every option)
//
// The origins the Content-Security-Policy allows come from the same VITE_* settings the build
// read (src/composition/config.ts): the environment first, then .env, .env.local, .env.<mode>,
// .env.<mode>.local in --env-dir, as Vite loads them; the languages of the prerendered pages from
// the app's own list (src/core/content/locale-list.js). Plain node, no dependency.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, LOCALES } from '../src/core/content/locale-list.js';
import { MARKET_OF_LANGUAGE } from '../src/core/content/visitor-languages.js';
import { TOKEN_COOKIES } from '../src/adapters/cookies/token-cookie-names.js';

const TEMPLATES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'nginx');

/** The tile server the app uses when VITE_MAP_TILES_URL is unset (src/adapters/map/base-map.ts). */
export const DEFAULT_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Browser features the app uses: the pick-up map centres on the customer's position. The rest is off. */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * The body of the map from the `circulo_locale` cookie to a prerendered page's language: the app's
 * languages, else the one the Accept-Language header asks for ($circulo_accept_locale).
 */
export const pageLocaleMap = (locales = LOCALES) =>
  ['default $circulo_accept_locale;', ...locales.map((l) => `${safe(l, 'locale')} ${l};`)].join('\n    ');

/**
 * The first language tag of the Accept-Language header that the app speaks, in the header's order
 * (browsers list their languages most preferred first): nginx's form of localeForLanguages
 * (src/core/content/visitor-languages.js), which sorts by q as well.
 */
export const acceptTagMap = (languages = Object.keys(MARKET_OF_LANGUAGE)) =>
  [
    'default "";',
    `"~*^(?:[^,]*,)*?\\s*(?<tag>(?:${languages.map((l) => safe(l, 'language')).join('|')})(?:-[a-z0-9]+)*)\\s*(?:;[^,]*)?(?:,|$)" $tag;`,
  ].join('\n    ');

/** That tag's locale: the app's own for its region ("en-GB"), else its language's market ("en-AU" → en-US); none: the default. */
export const acceptLocaleMap = (locales = LOCALES, markets = MARKET_OF_LANGUAGE, fallback = DEFAULT_LOCALE) =>
  [
    `default ${fallback};`,
    ...locales.map((l) => `"~*^${safe(l, 'locale')}(?:-|$)" ${l};`),
    ...Object.entries(markets).map(([language, l]) => `"~*^${safe(language, 'language')}(?:-|$)" ${l};`),
  ].join('\n    ');

/** Reads KEY=VALUE lines (quotes and `#` comments allowed), as Vite's .env files are written. */
export function parseDotenv(text) {
  const out = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2];
    const quoted = /^(['"`])(.*)\1$/.exec(value);
    if (quoted) value = quoted[2];
    else value = value.replace(/\s+#.*$/, '').trim();
    out[match[1]] = value;
  }
  return out;
}

/** The build's VITE_* settings: Vite's .env files for `mode` in `dir`, the environment winning. */
export function loadViteEnv(dir, mode = 'production', env = process.env) {
  const merged = {};
  for (const name of ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`]) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) Object.assign(merged, parseDotenv(fs.readFileSync(file, 'utf8')));
  }
  for (const [key, value] of Object.entries(env)) if (key.startsWith('VITE_') && value !== undefined) merged[key] = value;
  return merged;
}

/** The origin of an absolute http(s) URL; null for '' or a path on this origin. Throws on anything else. */
export function originOf(value, name) {
  const text = (value ?? '').trim();
  if (text === '' || (text.startsWith('/') && !text.startsWith('//'))) return null;
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name}: not a URL or a path: ${JSON.stringify(text)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name}: http(s) only: ${JSON.stringify(text)}`);
  return url.origin;
}

/**
 * The tile server's origin as the app reads VITE_MAP_TILES_URL (parseBaseMap): unset → OpenStreetMap;
 * `bundled`, a same-origin path or a value the app refuses (not https, no {z}/{x}/{y}) → none.
 * A subdomain placeholder (`https://{a-c}.tiles.example/…`) becomes a wildcard (`https://*.tiles.example`).
 */
export function tilesOrigin(value) {
  const text = (value ?? '').trim() || DEFAULT_TILES_URL;
  if (text === 'bundled' || !['{z}', '{x}', '{y}'].every((p) => text.includes(p))) return null;
  if (text.startsWith('/') && !text.startsWith('//')) return null;
  const match = /^https:\/\/([^/?#]+)/.exec(text);
  if (!match || match[1].includes('@')) return null;
  const host = match[1]
    .split('.')
    .map((label) => (label.includes('{') ? '*' : label))
    .join('.');
  return `https://${host.toLowerCase()}`;
}

/**
 * The hashes of the prerendered pages' <style> elements (`.vite/inline-styles.json`,
 * scripts/lib/inline-styles.mjs) or of their loader's <script> (`.vite/inline-scripts.json`,
 * scripts/lib/page-loader.mjs): the policy allows those and no other inline style or script. A build
 * with prerendered pages and no list is refused: its pages would be drawn unstyled, or never started.
 */
function inlineHashes(root, file) {
  const at = path.join(root, file);
  if (!fs.existsSync(at)) {
    if (fs.existsSync(path.join(root, '_pages'))) {
      throw new Error(
        `${at} is missing: the prerendered pages would be refused their inline code (deploy the build whole, .vite/ included)`,
      );
    }
    return [];
  }
  const { hashes } = JSON.parse(fs.readFileSync(at, 'utf8'));
  const bad = (hashes ?? []).filter((h) => !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(h));
  if (!Array.isArray(hashes) || bad.length) throw new Error(`${at}: not a list of 'sha256-…' sources (${bad.join(', ')})`);
  return hashes;
}

export const inlineStyleHashes = (root) => inlineHashes(root, '.vite/inline-styles.json');
export const inlineScriptHashes = (root) => inlineHashes(root, '.vite/inline-scripts.json');

/** The Content-Security-Policy for the app built with these VITE_* settings, its pages' <style> and loader hashes allowed. */
export function contentSecurityPolicy(env, styleHashes = [], scriptHashes = []) {
  const api = originOf(env.VITE_API_BASE_URL, 'VITE_API_BASE_URL');
  const content = originOf(env.VITE_CONTENT_BASE_URL, 'VITE_CONTENT_BASE_URL');
  const analytics = originOf(env.VITE_ANALYTICS_URL, 'VITE_ANALYTICS_URL');
  const tiles = tilesOrigin(env.VITE_MAP_TILES_URL);
  const list = (...sources) => [...new Set(sources.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...scriptHashes, analytics)}`,
    `style-src ${list("'self'", ...styleHashes)}`,
    // data: for the pictures the build writes into its style sheets (the home page's hero, issue 22).
    `img-src ${list("'self'", 'data:', tiles)}`,
    `connect-src ${list("'self'", api, content, analytics)}`,
    `font-src 'self'`,
    // The service worker (/sw.js, which imports its Workbox file) and the web app manifests (issue 21).
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
  ].join('; ');
}

/** An upstream for proxy_pass: an http(s) origin, no path (the request's own path is passed on). */
function upstream(value, name) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}: not a URL: ${JSON.stringify(value)}`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`${name}: an http(s) origin without a path, e.g. http://127.0.0.1:8080 (got ${JSON.stringify(value)})`);
  }
  return url.origin;
}

const fill = (template, values) =>
  template.replace(/\{\{([A-Z_]+)\}\}/g, (_, key) => {
    if (!(key in values)) throw new Error(`template placeholder {{${key}}} has no value`);
    return values[key];
  });

const readTemplate = (name) => fs.readFileSync(path.join(TEMPLATES, name), 'utf8');

/** A value written into nginx's syntax: nothing that ends a word or a string, or names a variable. */
function safe(value, name, { quoted = false } = {}) {
  const bad = quoted ? /["\\\n\r$]/ : /[\s"'\\;{}$#]/;
  if (bad.test(value)) throw new Error(`${name} holds a character nginx would misread: ${JSON.stringify(value)}`);
  return value;
}

/**
 * Renders nginx.conf, site.conf and security-headers.conf. Returns { files: { name: text }, csp }.
 * options: env (VITE_*), root, port, serverName, apiUpstream, contentUpstream, confDir (where the
 * files will live: the includes name it), listenAddress, ipv4Only, runtimeDir (pid, logs and temp files there instead of
 * Debian's places), user, workerProcesses, modulesDir, mimeTypes, tlsCert, tlsKey.
 */
export function renderNginx(options) {
  const env = options.env ?? {};
  const confDir = path.resolve(options.confDir);
  const root = path.resolve(options.root ?? 'dist');
  const port = Number(options.port ?? 80);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`port: 1 to 65535 (got ${options.port})`);
  const tls = Boolean(options.tlsCert || options.tlsKey);
  if (tls && !(options.tlsCert && options.tlsKey)) throw new Error('TLS needs both --tls-cert and --tls-key');

  const csp = contentSecurityPolicy(env, inlineStyleHashes(root), inlineScriptHashes(root));
  const proxies = [];
  const proxy = (what, match, target) =>
    proxies.push(fill(readTemplate('proxy.conf.template'), { WHAT: what, MATCH: match, UPSTREAM: target, CONF_DIR: confDir }));
  const apiSameOrigin = originOf(env.VITE_API_BASE_URL, 'VITE_API_BASE_URL') === null;
  const contentSameOrigin = originOf(env.VITE_CONTENT_BASE_URL, 'VITE_CONTENT_BASE_URL') === null;
  const api = options.apiUpstream ? upstream(options.apiUpstream, 'api upstream') : null;
  if (apiSameOrigin && !api) throw new Error('the app calls /api/v2 on its own origin (VITE_API_BASE_URL unset): give --api-upstream');
  if (api && apiSameOrigin) proxy("The scheme's API (/api/v2/…)", '^~ /api/', api);
  const content = options.contentUpstream ? upstream(options.contentUpstream, 'content upstream') : api;
  if (contentSameOrigin && content) proxy('The content service (GET /translation?locale=…)', '= /translation', content);

  const suffix = tls ? ' ssl http2' : '';
  const addresses = options.listenAddress
    ? [`${safe(options.listenAddress, 'listen address')}:${port}`]
    : [String(port), ...(options.ipv4Only ? [] : [`[::]:${port}`])];
  const listen = [
    ...addresses.map((a) => `listen ${a}${suffix};`),
    ...(tls
      ? [
          `ssl_certificate ${safe(options.tlsCert, 'tls cert')};`,
          `ssl_certificate_key ${safe(options.tlsKey, 'tls key')};`,
          'ssl_protocols TLSv1.2 TLSv1.3;',
        ]
      : []),
  ];

  const runtime = options.runtimeDir ? path.resolve(options.runtimeDir) : null;
  const tempPaths = runtime
    ? ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${path.join(runtime, 'temp', t)};`).join('\n')
    : '';
  const files = {
    'security-headers.conf': fill(readTemplate('security-headers.conf.template'), {
      CSP: safe(csp, 'Content-Security-Policy', { quoted: true }),
      PERMISSIONS_POLICY: PERMISSIONS_POLICY,
    }),
    'site.conf': fill(readTemplate('site.conf.template'), {
      LISTEN: listen.join('\n    '),
      SERVER_NAME: safe(options.serverName ?? '_', 'server name'),
      ROOT: safe(root, 'root'),
      CONF_DIR: safe(confDir, 'conf dir'),
      PROXIES: proxies.join(''),
      PAGE_LOCALES: pageLocaleMap(),
      ACCEPT_TAG: acceptTagMap(),
      ACCEPT_LOCALES: acceptLocaleMap(),
      ACCESS_COOKIE: TOKEN_COOKIES.access,
      REFRESH_COOKIE: TOKEN_COOKIES.refresh,
    }),
    'nginx.conf': fill(readTemplate('nginx.conf.template'), {
      USER: options.user ? `user ${safe(options.user, 'user')};\n` : '',
      WORKER_PROCESSES: String(options.workerProcesses ?? 'auto'),
      PID: runtime ? path.join(runtime, 'nginx.pid') : '/run/nginx.pid',
      ERROR_LOG: runtime ? path.join(runtime, 'error.log') : '/var/log/nginx/error.log',
      ACCESS_LOG: runtime ? path.join(runtime, 'access.log') : '/var/log/nginx/access.log',
      MODULES_DIR: safe(options.modulesDir ?? '/usr/lib/nginx/modules', 'modules dir'),
      MIME_TYPES: safe(options.mimeTypes ?? '/etc/nginx/mime.types', 'mime types'),
      TEMP_PATHS: tempPaths,
      CONF_DIR: confDir,
    }),
  };
  return { files, csp };
}

/** Writes the rendered files into `out` (created if needed); returns their paths. */
export function writeNginx(out, options) {
  const { files } = renderNginx({ confDir: out, ...options });
  fs.mkdirSync(out, { recursive: true });
  if (options.runtimeDir) {
    for (const t of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      fs.mkdirSync(path.join(options.runtimeDir, 'temp', t), { recursive: true });
  }
  return Object.entries(files).map(([name, text]) => {
    const file = path.join(out, name);
    fs.writeFileSync(file, text);
    return file;
  });
}

const HELP = `Renders the nginx configuration of the production build (deploy/README.md).

  node deploy/render-nginx.mjs --out DIR [options]

  --out DIR               where to write nginx.conf, site.conf, security-headers.conf (required)
  --conf-dir DIR          where those files will be installed, if not --out (the includes name it)
  --root DIR              the built app (default: dist)
  --port N                port to listen on (default: 80)
  --server-name NAME      server_name (default: _ , any)
  --api-upstream URL      where /api/ is passed when the app calls its own origin, e.g. http://10.0.0.5:8080
  --content-upstream URL  where GET /translation is passed (default: the API upstream)
  --env-dir DIR           where the build's .env files are (default: .)
  --mode MODE             which .env.<mode> files (default: production)
  --runtime-dir DIR       pid, logs and temp files in DIR (default: Debian's /run and /var/log/nginx)
  --user NAME             nginx.conf's user (default: none; www-data on a Debian host)
  --tls-cert FILE --tls-key FILE   serve HTTPS on --port
  --ipv4-only             no [::] listener
  --listen-address ADDR   listen on this address only (e.g. 127.0.0.1)
`;

function parseArgs(argv) {
  const flags = new Set(['ipv4-only', 'help']);
  const out = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) throw new Error(`unexpected argument ${arg}`);
    const name = arg.slice(2);
    if (flags.has(name)) out[name] = true;
    else {
      if (i + 1 >= argv.length) throw new Error(`${arg} needs a value`);
      out[name] = argv[(i += 1)];
    }
  }
  return out;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help || !args.out) {
    process.stdout.write(HELP);
    process.exit(args.help ? 0 : 2);
  }
  const env = loadViteEnv(path.resolve(args['env-dir'] ?? '.'), args.mode ?? 'production');
  const written = writeNginx(path.resolve(args.out), {
    env,
    confDir: path.resolve(args['conf-dir'] ?? args.out),
    root: args.root,
    port: args.port,
    serverName: args['server-name'],
    apiUpstream: args['api-upstream'],
    contentUpstream: args['content-upstream'],
    runtimeDir: args['runtime-dir'],
    user: args.user,
    tlsCert: args['tls-cert'],
    tlsKey: args['tls-key'],
    ipv4Only: args['ipv4-only'],
    listenAddress: args['listen-address'],
  });
  for (const file of written) console.log(`wrote ${file}`);
  const built = path.resolve(args.root ?? 'dist');
  console.log(`Content-Security-Policy: ${contentSecurityPolicy(env, inlineStyleHashes(built), inlineScriptHashes(built))}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (err) {
    console.error(`render-nginx: ${err.message}`);
    process.exit(1);
  }
}
