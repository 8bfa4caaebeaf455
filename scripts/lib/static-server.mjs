// The static server for a built SPA, as deploy/nginx serves it (prerendered pages per language and
// banner state, else the shell): used by the build's prerender (scripts/prerender.mjs), the
// benchmarks and the browser tests (tests/e2e), which import it from here.
import http from 'node:http';
import fsp from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { DEFAULT_LOCALE, LOCALES } from '../../src/core/content/locale-list.js';
import { acceptedLanguages, localeForLanguages } from '../../src/core/content/visitor-languages.js';
import { TOKEN_COOKIES } from '../../src/adapters/cookies/token-cookie-names.js';

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.svg', '.txt', '.xml', '.ico']);

/** The app's languages (the list the app itself reads). */
const PAGE_LOCALES = new Set(LOCALES);

/**
 * The prerendered variant of a path (scripts/prerender.mjs): `_pages/<locale>/<banner|chosen|headless>/<path>/index.html`,
 * the locale from the `circulo_locale` cookie, else the one the Accept-Language header asks for (as the
 * app reads the browser's languages), else fr-FR; `headless` when the query asks for it (`?headless`),
 * else `chosen` once `circulo_consent` is set. None (null) for a customer page without a session's cookie.
 */
export function prerenderedPage(pathname, cookieHeader, acceptLanguage = '', search = '') {
  const cookies = new Map(
    cookieHeader
      .split(';')
      .map((c) => c.trim().split('='))
      .filter(([name]) => name),
  );
  // A customer page's frame only to a browser holding a session: a visitor is sent to log in by the app.
  if (pathname.startsWith('/user/') && !cookies.get(TOKEN_COOKIES.access) && !cookies.get(TOKEN_COOKIES.refresh)) return null;
  const saved = cookies.get('circulo_locale');
  const locale = PAGE_LOCALES.has(saved) ? saved : (localeForLanguages(acceptedLanguages(acceptLanguage)) ?? DEFAULT_LOCALE);
  const variant = new URLSearchParams(search).has('headless')
    ? 'headless'
    : ['granted', 'denied'].includes(cookies.get('circulo_consent'))
      ? 'chosen'
      : 'banner';
  return `/_pages/${locale}/${variant}${pathname.replace(/\/+$/, '')}/index.html`;
}

/** Origins (http://127.0.0.1:PORT) of the servers started by this process. */
const appOrigins = new Set();

/** Whether `origin` is one of the servers this process started (the browser tests let only those through). */
export const isAppOrigin = (origin) => appOrigins.has(origin);

/**
 * Serve a built SPA from `dir` on 127.0.0.1.
 * - existing files are served with their content type;
 * - any other GET/HEAD path without a file extension gets `index.html` (SPA routing);
 * - a missing path with an extension is a 404 (e.g. /locales/xx/yy.json).
 * `api(req, res)` (may be async) is tried first; return true when it handled the request.
 * @param {string} dir
 * @param {{ port?: number, gzip?: boolean, prerendered?: boolean,
 *   api?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean | Promise<boolean> }} [options]
 */
export async function startStaticServer(dir, { port = 0, api, gzip = true, prerendered = true } = {}) {
  const root = path.resolve(dir);
  const indexFile = path.join(root, 'index.html');
  const gzCache = new Map();

  /** `varies`: the request headers that chose this file (a prerendered page's variant). */
  async function sendFile(req, res, filePath, stat, varies = []) {
    const ext = path.extname(filePath).toLowerCase();
    const rel = path.relative(root, filePath).split(path.sep).join('/');
    const headers = {
      'Content-Type': MIME_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    let body = await fsp.readFile(filePath);
    if (gzip && COMPRESSIBLE.has(ext) && body.length > 512 && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const key = `${filePath}:${stat.mtimeMs}:${stat.size}`;
      let gz = gzCache.get(key);
      if (!gz) {
        gz = zlib.gzipSync(body, { level: 6 });
        gzCache.set(key, gz);
      }
      body = gz;
      headers['Content-Encoding'] = 'gzip';
      varies = [...varies, 'Accept-Encoding'];
    }
    if (varies.length) headers['Vary'] = varies.join(', ');
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function sendText(res, status, text) {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(text);
  }

  async function statFile(p) {
    try {
      const st = await fsp.stat(p);
      return st.isFile() ? st : null;
    } catch {
      return null;
    }
  }

  async function handle(req, res) {
    if (api) {
      const handled = await api(req, res);
      if (handled) return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, 405, 'Method Not Allowed');
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    } catch {
      return sendText(res, 400, 'Bad Request');
    }
    if (pathname.includes('\0')) return sendText(res, 400, 'Bad Request');
    const filePath = path.resolve(root, '.' + pathname);
    if (filePath !== root && !filePath.startsWith(root + path.sep)) return sendText(res, 403, 'Forbidden');

    const st = await statFile(filePath);
    if (st) return sendFile(req, res, filePath, st);
    if (path.extname(pathname) === '') {
      // A prerendered page in the visitor's language and banner state, as deploy/nginx picks it.
      const search = new URL(req.url ?? '/', 'http://127.0.0.1').search;
      const variant = prerenderedPage(pathname, req.headers.cookie ?? '', req.headers['accept-language'] ?? '', search);
      const page = variant === null ? null : path.resolve(root, '.' + variant);
      const pageStat = prerendered && page?.startsWith(root + path.sep) ? await statFile(page) : null;
      if (pageStat) return sendFile(req, res, page, pageStat, ['Cookie', 'Accept-Language']);
      const indexStat = await statFile(indexFile);
      if (indexStat) return sendFile(req, res, indexFile, indexStat);
    }
    return sendText(res, 404, 'Not Found');
  }

  const sockets = new Set();
  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      console.error(`static server: ${req.method} ${req.url} failed:`, err);
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
      else res.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = server.address().port;
  const url = `http://127.0.0.1:${actualPort}`;
  appOrigins.add(url);
  let closed = false;
  return {
    url,
    port: actualPort,
    async close() {
      if (closed) return;
      closed = true;
      appOrigins.delete(url);
      const done = new Promise((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await done;
    },
  };
}
