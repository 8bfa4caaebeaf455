// The prerender as it was before issue 43, kept to compare the Node prerender (scripts/prerender.mjs)
// with: node scripts/prerender-chromium.mjs <dist dir> [--headless] [--frames] writes the same files
// the same way, from the built app in Chromium. No build runs it; to be deleted once the Node
// prerender has replaced it for good (scratch/PLAN.md).
//
// Each page is rendered by the built app itself in Debian's Chromium (the browser the tests use), in
// each language, once as a first visit (cookie banner shown), once with consent answered and, for the
// production build (--headless), once headless (?headless: no navbar, footer or banner, for an app
// that embeds the page), and its DOM written to <dist>/_pages/<locale>/<variant>/<route>/index.html with:
// - the route's own <title> and <html lang>;
// - its loader (scripts/lib/page-loader.mjs), inline at the end of <body>, with the route's screen chunk,
//   the composition and the texts of that language to ask for once the page is painted, so nothing
//   waits for the entry to ask for them;
// - its style sheets inlined in one <style>, allowed by its hash (scripts/lib/inline-styles.mjs), so
//   that it paints with its HTML alone, only the rules its route's markup uses (scripts/lib/prune-styles.mjs);
// - its manifest, linked by the loader once the page is painted;
// - nothing that only the browser knows ([data-client-only]: who is signed in), no style attribute.
// With --frames (the production build), also the customer pages' frames: the heading each shows while
// the session is checked, in the app's shell as it is (scripts/lib/prerender-frames.mjs), served only
// to a browser holding a session's cookie.
// The server picks the variant from the circulo_locale / circulo_consent cookies and ?headless
// (deploy/nginx; scripts/lib/static-server.mjs does the same); the SPA shell index.html stays as it is
// for every other path. The app renders over the page when its script has run (src/main.tsx).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import { LOCALES } from '../src/core/content/locale-list.js';
import { PRERENDERED } from './lib/routes.mjs';
import { INLINE_STYLES_FILE } from './lib/inline-styles.mjs';
import { INLINE_SCRIPTS_FILE, PAGE_LOADER_HASH } from './lib/page-loader.mjs';
import { inlineUsedStyles, matcherIn } from './lib/prune-styles.mjs';
import { framePageHtml, renderFrames } from './lib/prerender-frames.mjs';
import { PAGES_DIR, pageHtml, preloadLinks, VARIANTS, variantFile, withLoadedStyles } from './prerender.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BOOT_PATH = '/_prerender-boot';

const stylesheetsIn = (page) =>
  page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname));

/**
 * To a route as the app's links go (history.pushState, which the router follows): the same page as a
 * load of it renders, without booting the app again (half the time). The route is drawn once a
 * heading other than the last route's is, and nothing is still loading. Returns the style sheets
 * the app fetched on the way (a part loaded beside the screen).
 */
async function visit(page, route) {
  const before = new Set(await stylesheetsIn(page));
  await page.evaluate((to) => {
    for (const h of document.querySelectorAll('h1')) h.dataset.prerenderLeft = '';
    history.pushState(null, '', to);
  }, route);
  await page.waitForFunction(
    () => document.querySelector('main h1:not([data-prerender-left])') !== null && !document.querySelector('[aria-busy="true"]'),
    null,
    { timeout: 20_000 },
  );
  return (await stylesheetsIn(page)).filter((href) => !before.has(href));
}

/** The page as the app has drawn it: its root's HTML (what only the browser knows left out), title, description and language. */
const copyPage = (page) =>
  page.evaluate(() => {
    // React sets fields' values as properties, which a copy of the DOM does not carry: written as
    // attributes, the page shows what the app shows (the language selector on the right language).
    const live = document.getElementById('root');
    for (const select of live.querySelectorAll('select')) {
      for (const option of select.options) option.toggleAttribute('selected', option.selected);
    }
    for (const input of live.querySelectorAll('input, textarea')) {
      if (input.type === 'checkbox' || input.type === 'radio') input.toggleAttribute('checked', input.checked);
      else if (input.tagName === 'TEXTAREA') input.textContent = input.value;
      else input.setAttribute('value', input.value);
    }
    const root = live.cloneNode(true);
    for (const el of root.querySelectorAll('[data-client-only]')) el.replaceChildren();
    for (const el of root.querySelectorAll('[data-prerender-left]')) el.removeAttribute('data-prerender-left');
    const styled = [...root.querySelectorAll('[style]')].map((el) => el.tagName.toLowerCase());
    for (const el of root.querySelectorAll('[style]')) el.removeAttribute('style');
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    return { html: root.innerHTML, title: document.title, description, lang: document.documentElement.lang, styled };
  });

async function snapshot(page, route, bootStylesheets) {
  const fetched = await visit(page, route);
  const shot = await copyPage(page);
  // Styles the app fetched for this page beside the screen's own, or when it booted (the demo's banner).
  return { ...shot, stylesheets: [...bootStylesheets, ...fetched] };
}

/** `headless`: also the ?headless pages (the production build's; the demo's tests never ask for them). */
export async function prerenderInChromium(distDir, { headless = false, frames = false } = {}) {
  const dist = path.resolve(distDir);
  const shell = await fsp.readFile(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await fsp.readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  for (const screen of Object.values(PRERENDERED)) if (!manifest[screen]) throw new Error(`the build has no ${screen}`);
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `prerendering needs Chromium at ${CHROMIUM_PATH} (apt-get install chromium; CHROMIUM_PATH to point elsewhere; PRERENDER=0 to build without)`,
    );
  }
  await fsp.rm(path.join(dist, PAGES_DIR), { recursive: true, force: true });
  // The SPA shell for every path: the pages are rendered by the app, never copied from an earlier prerender.
  const server = await startStaticServer(dist, { gzip: false, prerendered: false });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const started = Date.now();
  let renderedIn = 0;
  const rendered = [];
  const framed = [];
  const hashes = new Set();
  const cssFiles = new Map();
  const readCss = (href) => {
    if (!cssFiles.has(href)) cssFiles.set(href, fs.readFileSync(path.join(dist, href), 'utf8'));
    return cssFiles.get(href);
  };
  try {
    // One browser context per language and variant, side by side; within one, the pages in turn.
    const variants = VARIANTS.filter((variant) => variant !== 'headless' || headless);
    const jobs = LOCALES.flatMap((locale) => variants.map((variant) => ({ locale, variant })));
    const run = async ({ locale, variant }) => {
      const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
      await context.addInitScript(
        ({ locale: l, variant: v }) => {
          localStorage.setItem('locale', l);
          if (v === 'chosen') localStorage.setItem('cookie-consent:v1', 'denied');
        },
        { locale, variant },
      );
      // Nothing leaves the machine: the public pages need no API.
      await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      try {
        // The app boots once, on a path that is no page of its own (the not-found page), and keeps the
        // style sheets it loaded then for every page; then each page is reached by the app's navigation.
        // Headless is read once, when the app starts, and kept for the visit (src/main.tsx).
        await page.goto(`${server.url}${BOOT_PATH}${variant === 'headless' ? '?headless' : ''}`);
        await page.locator('main h1').first().waitFor({ timeout: 20_000 });
        const bootStylesheets = await stylesheetsIn(page);
        for (const [route, screen] of Object.entries(PRERENDERED)) {
          const shot = await snapshot(page, route, bootStylesheets);
          if (errors.length) throw new Error(`${route} (${locale}) failed in the browser: ${errors.join('; ')}`);
          if (shot.lang !== locale) throw new Error(`${route} rendered in ${shot.lang}, not ${locale}`);
          if (shot.styled.length) console.warn(`prerender: ${route} (${locale}): style attributes left out on ${shot.styled.join(', ')}`);
          const links = withLoadedStyles(preloadLinks(manifest, screen, locale, shell), shot.stylesheets, shell);
          rendered.push({
            route,
            file: path.join(dist, variantFile(locale, variant, route)),
            html: pageHtml(shell, { ...shot, ...links }),
          });
        }
        // The customer pages' frames, last: the context then holds a session's cookies, which the
        // app of a page still open would take for a customer signed in in another tab.
        await page.close();
        if (frames) {
          const boot = `${BOOT_PATH}${variant === 'headless' ? '?headless' : ''}`;
          for (const { route, shot } of await renderFrames(context, { origin: server.url, boot, copy: copyPage })) {
            if (shot.lang !== locale) throw new Error(`the frame of ${route} rendered in ${shot.lang}, not ${locale}`);
            framed.push({ file: path.join(dist, variantFile(locale, variant, route)), html: framePageHtml(shell, shot) });
          }
        }
      } finally {
        await context.close();
      }
    };
    const queue = [...jobs];
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) await run(job);
      }),
    );
    renderedIn = Date.now() - started;
    // Each page's styles inlined, only the rules its route's markup uses (scripts/lib/prune-styles.mjs).
    const matcher = await browser.newPage();
    for (const page of await inlineUsedStyles(rendered, readCss, matcherIn(matcher))) {
      if (page.hash) hashes.add(page.hash);
      await fsp.mkdir(path.dirname(page.file), { recursive: true });
      await fsp.writeFile(page.file, page.html);
    }
    for (const page of framed) {
      await fsp.mkdir(path.dirname(page.file), { recursive: true });
      await fsp.writeFile(page.file, page.html);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  // The server's Content-Security-Policy allows these <style> elements and no other (deploy/render-nginx.mjs).
  await fsp.writeFile(path.join(dist, INLINE_STYLES_FILE), `${JSON.stringify({ hashes: [...hashes].sort() }, null, 1)}\n`);
  await fsp.writeFile(path.join(dist, INLINE_SCRIPTS_FILE), `${JSON.stringify({ hashes: [PAGE_LOADER_HASH] }, null, 1)}\n`);
  console.log(
    `prerender: ${rendered.length} pages and ${framed.length} customer pages' frames in ${path.relative(ROOT, path.join(dist, PAGES_DIR))}/ in ${((Date.now() - started) / 1000).toFixed(1)} s (rendered in ${(renderedIn / 1000).toFixed(1)} s, then their styles)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.env.PRERENDER === '0') {
    console.log('prerender: skipped (PRERENDER=0)');
  } else {
    const dir = process.argv[2];
    if (!dir) {
      console.error('usage: node scripts/prerender-chromium.mjs <dist dir> [--headless] [--frames]');
      process.exit(2);
    }
    await prerenderInChromium(dir, { headless: process.argv.includes('--headless'), frames: process.argv.includes('--frames') }).catch(
      (err) => {
        console.error(`prerender failed: ${err?.stack ?? err}`);
        process.exit(1);
      },
    );
  }
}
