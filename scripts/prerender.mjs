// Prerenders the public pages of a build to static HTML: node scripts/prerender.mjs <dist dir> <server
// bundle dir> [--headless] [--frames] (run by `npm run build` and `npm run build:demo`, after the
// browser's build and the prerender's server bundle: `vite build --ssr src/prerender/entry.tsx
// --outDir .ssr/<mode>`; PRERENDER=0 skips it). No browser: React's server renderer, in Node (issue 43).
//
// Each page is rendered by the app itself (its server bundle's `renderPage`: the real App, texts and
// class names, the build-time profile's signed-out visitor), in each language, once as a first visit
// (cookie banner shown), once with consent answered and, for the production build (--headless), once
// headless (?headless: no navbar, footer or banner, for an app that embeds the page), and written to
// <dist>/_pages/<locale>/<variant>/<route>/index.html with:
// - the route's own <title> and <html lang>;
// - its loader (scripts/lib/page-loader.mjs), inline at the end of <body>, with the route's screen chunk,
//   the composition and the texts of that language to ask for once the page is painted, so nothing
//   waits for the entry to ask for them;
// - its style sheets inlined in one <style>, allowed by its hash (scripts/lib/inline-styles.mjs), so
//   that it paints with its HTML alone, only the rules its route's markup uses (scripts/lib/prune-styles.mjs);
// - its manifest, linked by the loader once the page is painted;
// - nothing that only the browser knows (who is signed in: drawn once hydrated), no style attribute.
// With --frames, also the customer pages' frames: the heading each shows while
// the session is checked, in the app's shell as it is (scripts/lib/prerender-frames.mjs), served only
// to a browser holding a session's cookie; the account's, with the script that paints the device's copy
// of the balance into it before the app has arrived (scripts/lib/early-paint.mjs, issue 46 point 4).
// The server picks the variant from the circulo_locale / circulo_consent cookies and ?headless
// (deploy/nginx; scripts/lib/static-server.mjs does the same); the SPA shell index.html stays as it is
// for every other path. The app hydrates the page when its script has run (src/main.tsx).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_LOCALE, LOCALES } from '../src/core/content/locale-list.js';
import { customerCodeAt, EVERY_PAGE, staticClosure } from './budget-check.mjs';
import { FRAMED, PRERENDERED, ROUTES } from './lib/routes.mjs';
import { manifestHref } from './lib/service-worker.mjs';
import { INLINE_STYLES_FILE } from './lib/inline-styles.mjs';
import { INLINE_SCRIPTS_FILE, loaderScript, PAGE_LOADER_HASH } from './lib/page-loader.mjs';
import { inlineUsedStyles } from './lib/prune-styles.mjs';
import { withPageHead, withRoot } from './lib/page-head.mjs';
import { frameFetches, framePageHtml } from './lib/prerender-frames.mjs';
import { buildEarlyPaint, buildEarlyReads, EARLY_SLOT, withEarlyPaint, withEarlyReads } from './lib/early-paint.mjs';
import { classesIn, pageRoot, serverMatcher, unknownModuleClasses } from './lib/server-dom.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The text files are the app's own (src/ui/locales/<locale>/<namespace>.json), not a copy.
const LOCALES_DIR = path.join(ROOT, 'src', 'ui', 'locales');
export const NAMESPACES = fs
  .readdirSync(path.join(LOCALES_DIR, DEFAULT_LOCALE))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));
export const VARIANTS = ['banner', 'chosen', 'headless'];
export const PAGES_DIR = '_pages';

/** Where a variant of a route lives, relative to the build. */
export const variantFile = (locale, variant, route) => path.posix.join(PAGES_DIR, locale, variant, route, 'index.html');

/** The SPA shell with the rendered page in its root, the route's title and language, and its preloads. */
export function pageHtml(
  shell,
  {
    html,
    title,
    description = '',
    lang,
    variant,
    preloads,
    modulePreloads = /** @type {string[]} */ ([]),
    texts = /** @type {string[]} */ ([]),
  },
) {
  // The page is there without its script: the app's script and modules are asked for by its loader
  // (scripts/lib/page-loader.mjs) once the page is painted, so the styles and images go first.
  const entry = /\n\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell);
  if (!entry) throw new Error('index.html has no <script type="module" crossorigin src="…">');
  const modules = [...shell.matchAll(/\n\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const later = [...modules.map((m) => m[1]), ...modulePreloads];
  // The installed app's names in the page's language (scripts/lib/service-worker.mjs): linked by the
  // loader after the paint, as the browser fetches a manifest and its icon at once, before the paint.
  const loader = loaderScript({ entry: entry[1], preloads: later, texts, manifest: manifestHref(lang) });
  let page = shell.replace(entry[0], '');
  for (const m of modules) page = page.replace(m[0], '');
  page = withPageHead(page, { title, description, lang })
    .replace(/\n\s*<link rel="manifest" href="[^"]*"\s*\/?>/, '')
    .replace('</head>', `${preloads.map((l) => `    ${l}\n`).join('')}  </head>`)
    .replace('</body>', () => `  ${loader}\n  </body>`);
  return withRoot(page, html, lang, variant);
}

/**
 * The route's own styles and the texts of its language (links), and the modules it needs beside the
 * entry's (paths), with those of `also` (manifest keys: the customer code a customer page asks for at start).
 */
export function preloadLinks(manifest, screen, locale, shell = '', also = []) {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  // What the shell links already (the entry, its imports and its styles) is not linked twice.
  const inShell = new Set([...shell.matchAll(/href="\/([^"]+)"/g)].map((m) => m[1]));
  const entryFiles = new Set([...[...staticClosure(manifest, [entry])].map((k) => manifest[k].file), ...inShell]);
  const files = [...staticClosure(manifest, [...EVERY_PAGE.filter((k) => manifest[k]), screen, ...also])]
    .map((k) => manifest[k].file)
    .filter((f) => f.endsWith('.js') && !entryFiles.has(f));
  const css = [...staticClosure(manifest, [screen])].flatMap((k) => manifest[k].css ?? []).filter((f) => !entryFiles.has(f));
  return {
    preloads: [...new Set(css)].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    // Asked for by paint-first.js once the page is painted, with the app's modules: the texts are the
    // app's, not the page's (it has them written in), and before the paint they would take the
    // connection from what is painted (issue 22: the hero picture waited behind them).
    texts: NAMESPACES.map((ns) => `/locales/${locale}/${ns}.json`),
    modulePreloads: [...new Set(files)].sort().map((f) => `/${f}`),
  };
}

/**
 * Adds the styles the app had loaded when the page was rendered but which the route's own links miss
 * (the demo's banner, a chunk of its own): without them the prerendered page is drawn unstyled in
 * part and moves when the app's script brings them.
 */
export function withLoadedStyles(links, stylesheets = [], shell = '') {
  const linked = (href) => shell.includes(`href="${href}"`) || links.preloads.some((l) => l.includes(`href="${href}"`));
  const missing = [...new Set(stylesheets)].filter((href) => href.startsWith('/assets/') && !linked(href));
  return { ...links, preloads: [...missing.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`), ...links.preloads] };
}

/** A page as the server bundle rendered it, as the build writes it: { html, title, description, lang, parts }. */
async function shotOf(renderPage, route, locale, variant, buildClasses) {
  const page = await renderPage(route, locale, variant);
  const unknown = unknownModuleClasses(page.html, buildClasses);
  if (unknown.length) throw new Error(`${route} (${locale}) has class names the build's styles do not: ${unknown.join(' ')}`);
  if (!page.head) throw new Error(`${route} (${locale}, ${variant}) set no title`);
  if (page.lang !== locale) throw new Error(`${route} rendered in ${page.lang}, not ${locale}`);
  const root = pageRoot(page.html);
  // The policy allows no style attribute, and hydration would not put one back.
  if (root.styled.length)
    throw new Error(`${route} (${locale}) has style attributes (on ${root.styled.join(', ')}): the policy allows none`);
  return { html: root.html, title: page.head.title, description: page.head.description, lang: page.lang, variant, parts: page.parts };
}

/**
 * The style sheets of the parts a page draws beside its screen (the demo's bar), in the order the app
 * links them when it loads them (Vite's preload helper: a chunk's imports' before its own).
 */
function partsStyles(manifest, parts) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return [];
    seen.add(key);
    if (!manifest[key]) throw new Error(`the build has no ${key}`);
    return [...(manifest[key].imports ?? []).flatMap(visit), ...(manifest[key].css ?? []).map((file) => `/${file}`)];
  };
  return parts.flatMap(visit);
}

/** `headless`: also the ?headless pages (the production build's; the demo's tests never ask for them). */
export async function prerender(distDir, ssrDir, { headless = false, frames = false } = {}) {
  const dist = path.resolve(distDir);
  const shell = await fsp.readFile(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await fsp.readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  for (const screen of Object.values(PRERENDERED)) if (!manifest[screen]) throw new Error(`the build has no ${screen}`);
  const entry = path.resolve(ssrDir, 'entry.js');
  if (!fs.existsSync(entry)) throw new Error(`no server bundle at ${entry} (vite build --ssr src/prerender/entry.tsx --outDir ${ssrDir})`);
  const { renderPage, earlyLookFor, earlyReadsApi } = await import(pathToFileURL(entry).href);
  // The account's frame paints the device's copy before the app runs, with a script of its own (issue 46 point 4).
  const earlyPaint = frames ? await buildEarlyPaint() : null;
  // And sends the page's reads before the app, where the build's server is over HTTP (not the demo's).
  const earlyReads = frames && earlyReadsApi !== null ? await buildEarlyReads() : null;
  // Its look (texts and class names) made once per language, for the frames of every variant.
  const looks = new Map();
  const lookOf = (locale) => {
    if (!looks.has(locale)) looks.set(locale, earlyLookFor(locale));
    return looks.get(locale);
  };
  await fsp.rm(path.join(dist, PAGES_DIR), { recursive: true, force: true });
  const started = Date.now();
  const rendered = [];
  const framed = [];
  const hashes = new Set();
  const cssFiles = new Map();
  const readCss = (href) => {
    if (!cssFiles.has(href)) cssFiles.set(href, fs.readFileSync(path.join(dist, href), 'utf8'));
    return cssFiles.get(href);
  };
  // The class names of the browser build's style sheets: the pages' must be among them.
  const assets = path.join(dist, 'assets');
  const buildClasses = classesIn(
    fs
      .readdirSync(assets)
      .filter((f) => f.endsWith('.css'))
      .map((f) => fs.readFileSync(path.join(assets, f), 'utf8')),
  );
  const variants = VARIANTS.filter((variant) => variant !== 'headless' || headless);
  for (const locale of LOCALES) {
    for (const variant of variants) {
      for (const [route, screen] of Object.entries(PRERENDERED)) {
        const shot = await shotOf(renderPage, route, locale, variant, buildClasses);
        const links = withLoadedStyles(preloadLinks(manifest, screen, locale, shell), partsStyles(manifest, shot.parts), shell);
        rendered.push({ route, file: path.join(dist, variantFile(locale, variant, route)), html: pageHtml(shell, { ...shot, ...links }) });
      }
      // The customer pages' frames: their heading above the loading state of a session being checked.
      for (const route of frames ? FRAMED : []) {
        const shot = await shotOf(renderPage, route, locale, variant, buildClasses);
        const painted = earlyPaint !== null && shot.html.includes(EARLY_SLOT);
        // What the frame draws is styled at its paint: the parts beside its screen (the demo's bar) and,
        // where it paints the copy, the screen's own styles (the copy is drawn with them).
        const screen = ROUTES.find((r) => r.path === route).module;
        const styles = partsStyles(manifest, painted ? [...shot.parts, screen] : shot.parts);
        // The screen's and the customer code's chunks and the texts, asked for at once (issue 46 point 4).
        const { modulePreloads, texts } = preloadLinks(manifest, screen, locale, shell, customerCodeAt(route));
        const links = [...withLoadedStyles({ preloads: [] }, styles, shell).preloads, ...frameFetches({ modules: modulePreloads, texts })];
        const html = framePageHtml(shell, shot, links);
        const withCopy = painted ? withEarlyPaint(html, earlyPaint, await lookOf(locale)) : html;
        const page = painted && earlyReads ? withEarlyReads(withCopy, earlyReads, earlyReadsApi) : withCopy;
        framed.push({ file: path.join(dist, variantFile(locale, variant, route)), html: page });
      }
    }
  }
  const renderedIn = Date.now() - started;
  // Each page's styles inlined, only the rules its route's markup uses (scripts/lib/prune-styles.mjs).
  for (const page of [...(await inlineUsedStyles(rendered, readCss, serverMatcher())), ...framed]) {
    if (page.hash) hashes.add(page.hash);
    await fsp.mkdir(path.dirname(page.file), { recursive: true });
    await fsp.writeFile(page.file, page.html);
  }
  // The server's Content-Security-Policy allows these <style> elements and no other (deploy/render-nginx.mjs).
  await fsp.writeFile(path.join(dist, INLINE_STYLES_FILE), `${JSON.stringify({ hashes: [...hashes].sort() }, null, 1)}\n`);
  await fsp.writeFile(
    path.join(dist, INLINE_SCRIPTS_FILE),
    `${JSON.stringify({ hashes: [PAGE_LOADER_HASH, ...[earlyPaint, earlyReads].filter(Boolean).map((script) => script.hash)] }, null, 1)}\n`,
  );
  console.log(
    `prerender: ${rendered.length} pages and ${framed.length} customer pages' frames in ${path.relative(ROOT, path.join(dist, PAGES_DIR))}/ in ${((Date.now() - started) / 1000).toFixed(1)} s (rendered in ${(renderedIn / 1000).toFixed(1)} s, then their styles)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.env.PRERENDER === '0') {
    console.log('prerender: skipped (PRERENDER=0)');
  } else {
    const [dir, ssrDir] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
    if (!dir || !ssrDir) {
      console.error('usage: node scripts/prerender.mjs <dist dir> <server bundle dir> [--headless] [--frames]');
      process.exit(2);
    }
    await prerender(dir, ssrDir, { headless: process.argv.includes('--headless'), frames: process.argv.includes('--frames') }).catch(
      (err) => {
        console.error(`prerender failed: ${err?.stack ?? err}`);
        process.exit(1);
      },
    );
  }
}
