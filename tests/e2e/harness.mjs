// Browser-test harness for the built SPA (plain ESM, no build step).
//
// The static server and the Chromium settings are the build's (scripts/lib/static-server.mjs,
// scripts/lib/chromium.mjs): the prerender uses them too, and the build imports nothing from tests/.
//
// Exports:
//   launchBrowser(launchOptions?)                          -> Promise<Browser>
//   newPage(browser, { viewport, locale, baseURL, allowOrigins, ...contextOptions }) -> Promise<Page>
//   waitForSettled(page, { quietMs = 500, timeoutMs = 8000 }) -> Promise<void>
//   checkA11y(page, label, { exclude }?)                   -> Promise<void> (throws on violations)
//   screenshot(page, name)                                 -> Promise<string> (file path)
//   expect.ok / expect.equal / expect.match / expect.eventually
//   runScenarios(scenarios, { browser, baseUrl, timeoutMs = 60000, concurrency = 1 }) -> Promise<{ passed, failed, results }>
//
// The machine has no network: every request to an origin other than one of the
// static servers started here (or `baseURL` / `allowOrigins`) is aborted and
// recorded in `page.externalRequests`.

import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { isDeepStrictEqual, inspect } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { isAppOrigin } from '../../scripts/lib/static-server.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'test-results', 'screenshots');

const DEFAULT_SCENARIO_TIMEOUT_MS = 60_000;

// ---------------------------------------------------------------------------
// Browser and pages
// ---------------------------------------------------------------------------

/** Launch Debian's Chromium through playwright-core (Playwright's own browser download cannot work here). */
export async function launchBrowser(launchOptions = {}) {
  const { args = [], ...rest } = launchOptions;
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    ...rest,
    args: [...CHROMIUM_ARGS, ...args],
  });
}

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function describeError(err) {
  if (err && typeof err === 'object' && 'stack' in err && err.stack) return String(err.stack);
  if (err && typeof err === 'object' && 'message' in err) return String(err.message);
  return String(err);
}

/**
 * A prerendered page (scripts/prerender.mjs) is there before the app: `page.goto` and `page.reload`
 * also wait until the app has drawn over it (its root loses `data-prerendered`), so a scenario acts
 * on the app, as it did before pages were prerendered. `page.gotoPrerendered` is the bare navigation,
 * for the scenarios about the page before its script (05-first-paint.mjs).
 */
export async function waitForApp(page, timeout = 20_000) {
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'), null, { timeout }).catch(() => {}); // a page without JavaScript, or gone: the scenario's own checks say what is wrong
}

function instrumentPage(page, state) {
  if (page.consoleErrors) return page;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.gotoPrerendered = goto;
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForApp(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForApp(page);
    return response;
  };
  page.consoleErrors = [];
  page.failedRequests = [];
  page.externalRequests = state.externalRequests; // shared by the pages of one context
  page.inflightRequests = new Set();
  page.allowedConsoleErrors = [];
  /** Tolerate console errors matching these patterns (string = substring, or RegExp) in the end-of-scenario check. */
  page.allowConsoleErrors = (...patterns) => {
    page.allowedConsoleErrors.push(...patterns);
  };
  /** Console errors not covered by allowConsoleErrors(). */
  page.unexpectedConsoleErrors = () =>
    page.consoleErrors.filter((e) => !page.allowedConsoleErrors.some((p) => (p instanceof RegExp ? p.test(e) : e.includes(String(p)))));

  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    const loc = msg.location();
    // A request we blocked on purpose makes Chromium log "Failed to load resource:
    // net::ERR_BLOCKED_BY_CLIENT"; that is recorded in externalRequests instead.
    if (/ERR_BLOCKED_BY_CLIENT/.test(text) && loc?.url && !state.isAllowed(loc.url)) return;
    const where = loc?.url ? ` (at ${loc.url}${loc.lineNumber ? `:${loc.lineNumber + 1}` : ''})` : '';
    page.consoleErrors.push(`console.error: ${text}${where}`);
  });
  page.on('pageerror', (err) => {
    page.consoleErrors.push(`pageerror: ${describeError(err)}`);
  });
  page.on('request', (req) => {
    if (state.isAllowed(req.url())) page.inflightRequests.add(req);
  });
  page.on('requestfinished', (req) => {
    page.inflightRequests.delete(req);
  });
  page.on('requestfailed', (req) => {
    page.inflightRequests.delete(req);
    if (!state.isAllowed(req.url())) return;
    page.failedRequests.push(`${req.method()} ${req.url()} failed: ${req.failure()?.errorText ?? 'unknown error'}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && state.isAllowed(res.url())) {
      page.failedRequests.push(`${res.request().method()} ${res.url()} -> HTTP ${res.status()}`);
    }
  });
  return page;
}

/**
 * Open a new browser context + page.
 * The page gets: consoleErrors, failedRequests (same-origin), externalRequests (blocked),
 * allowConsoleErrors(...patterns), unexpectedConsoleErrors(), contextPages (all pages incl. popups).
 */
export async function newPage(browser, options = {}) {
  const { viewport = { width: 1280, height: 800 }, locale = 'en-US', baseURL, allowOrigins = [], ...contextOptions } = options;
  const allowed = new Set([...allowOrigins.map(originOf), baseURL ? originOf(baseURL) : null].filter(Boolean));
  const state = {
    externalRequests: [],
    isAllowed(url) {
      if (/^(data|blob|about|chrome-extension|devtools):/.test(url)) return true;
      const origin = originOf(url);
      return origin !== null && (isAppOrigin(origin) || allowed.has(origin));
    },
  };
  const context = await browser.newContext({
    viewport,
    locale,
    reducedMotion: 'reduce',
    // Requests made by a service worker would bypass context.route(); block SWs so the network fence holds.
    serviceWorkers: 'block',
    ...(baseURL ? { baseURL } : {}),
    ...contextOptions,
  });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (state.isAllowed(url)) return route.continue();
    state.externalRequests.push(url);
    return route.abort('blockedbyclient');
  });
  await context.routeWebSocket(
    (url) => !state.isAllowed(url.href.replace(/^ws/, 'http')),
    (ws) => {
      state.externalRequests.push(ws.url());
      return ws.close();
    },
  );
  const contextPages = [];
  context.on('page', (p) => {
    instrumentPage(p, state);
    contextPages.push(p);
    p.contextPages = contextPages;
  });
  const page = await context.newPage();
  instrumentPage(page, state);
  if (!contextPages.includes(page)) contextPages.push(page);
  page.contextPages = contextPages;
  return page;
}

/**
 * Wait until the page looks settled: load event, fonts, no in-flight same-origin requests,
 * no element with aria-busy="true", no DOM mutation for `quietMs` (default 500 ms, longer than
 * the demo backend's 300 ms latency), finite CSS/Web animations finished.
 * Never throws; bounded by timeoutMs.
 */
export async function waitForSettled(page, { quietMs = 500, timeoutMs = 8000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  await page.waitForLoadState('load', { timeout: timeoutMs }).catch(() => {});
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) return;
    const inflight = page.inflightRequests?.size ?? 0;
    if (inflight > 0) {
      await page.waitForTimeout(Math.min(50, left));
      continue;
    }
    const quiet = await page
      .evaluate(
        async ({ quietMs: q, timeoutMs: t }) => {
          const start = performance.now();
          if (document.fonts) await document.fonts.ready;
          await new Promise((resolve) => {
            let timer;
            const finish = () => {
              observer.disconnect();
              clearTimeout(timer);
              clearTimeout(hard);
              resolve();
            };
            const observer = new MutationObserver(() => {
              clearTimeout(timer);
              timer = setTimeout(finish, q);
            });
            observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
            timer = setTimeout(finish, q);
            const hard = setTimeout(finish, t);
          });
          if (document.querySelector('[aria-busy="true"]')) return 'busy';
          const finite = document.getAnimations().filter((a) => {
            const timing = a.effect?.getComputedTiming?.();
            return a.playState === 'running' && timing && Number.isFinite(timing.endTime);
          });
          const rest = Math.max(0, t - (performance.now() - start));
          await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => {}))), new Promise((r) => setTimeout(r, rest))]);
          return 'settled';
        },
        { quietMs, timeoutMs: left },
      )
      .catch(() => 'navigating'); // context destroyed by a navigation: try again
    if (quiet === 'settled' && (page.inflightRequests?.size ?? 0) === 0) return;
    if (quiet === 'navigating') {
      await page.waitForLoadState('load', { timeout: Math.max(1, deadline - Date.now()) }).catch(() => {});
    } else {
      await page.waitForTimeout(Math.max(1, Math.min(50, deadline - Date.now())));
    }
  }
}

// ---------------------------------------------------------------------------
// Accessibility
// ---------------------------------------------------------------------------

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
let axeSource;
function readAxeSource() {
  if (!axeSource) {
    let file = path.join(REPO_ROOT, 'node_modules', 'axe-core', 'axe.min.js');
    if (!fs.existsSync(file)) file = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
    axeSource = fs.readFileSync(file, 'utf8');
  }
  return axeSource;
}

async function injectAxe(page) {
  const present = await page.evaluate(() => typeof window.axe?.run === 'function');
  if (present) return;
  try {
    await page.addScriptTag({ content: readAxeSource() });
  } catch {
    // e.g. a strict CSP forbids inline scripts: evaluate through the DevTools protocol instead.
    await page.evaluate(readAxeSource());
  }
  const ok = await page.evaluate(() => typeof window.axe?.run === 'function');
  if (!ok) throw new Error('checkA11y: axe-core could not be injected');
}

async function runAxe(page, exclude) {
  return page.evaluate(
    async ({ tags, exclude: ex }) => {
      const context = ex.length ? { include: [document], exclude: ex.map((s) => [s]) } : document;
      const result = await window.axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      const flat = (target) => (Array.isArray(target) ? target.map(flat).join(' >>> ') : String(target));
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.length,
        targets: v.nodes.map((n) => flat(n.target)),
      }));
    },
    { tags: AXE_TAGS, exclude },
  );
}

/**
 * Run axe-core (WCAG 2.0/2.1 A+AA and best-practice) on the whole document.
 * Waits for the page to settle first, and confirms violations on a second run after
 * settling again, so rules about page structure (landmarks, h1, region) don't flake
 * on a half-rendered lazy route. Throws an Error listing every violation.
 * `exclude`: CSS selectors to leave out (e.g. a third-party map canvas) — use sparingly.
 */
export async function checkA11y(page, label = page.url(), { exclude = [] } = {}) {
  await waitForSettled(page);
  await injectAxe(page);
  let violations = await runAxe(page, exclude);
  if (violations.length > 0) {
    await waitForSettled(page, { quietMs: 800 });
    await injectAxe(page); // the document may have been replaced meanwhile
    violations = await runAxe(page, exclude);
  }
  if (violations.length === 0) return { violations };
  const lines = violations.map((v) => {
    const more = v.nodes > 3 ? `, … (${v.nodes} nodes)` : '';
    return `  - ${v.id} [${v.impact ?? 'n/a'}] ${v.help}: ${v.targets.slice(0, 3).join(', ')}${more}\n    ${v.helpUrl}`;
  });
  const err = new Error(`axe found ${violations.length} accessibility violation(s) on "${label}" (${page.url()}):\n${lines.join('\n')}`);
  err.violations = violations;
  throw err;
}

// ---------------------------------------------------------------------------
// Screenshots
// ---------------------------------------------------------------------------

/** Full-page PNG at test-results/screenshots/<name>.png; returns the path. */
export async function screenshot(page, name) {
  const safe =
    String(name)
      .replace(/[^\w.-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'screenshot';
  const file = path.join(SCREENSHOT_DIR, `${safe}.png`);
  await fsp.mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(() => document.fonts?.ready.then(() => undefined)).catch(() => {});
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

// ---------------------------------------------------------------------------
// Assertions
// ---------------------------------------------------------------------------

function show(value) {
  return inspect(value, { depth: 6, breakLength: 120, maxArrayLength: 50, maxStringLength: 500 });
}

class AssertionError extends Error {
  constructor(message) {
    super(message);
    this.name = 'AssertionError';
  }
}

export const expect = {
  /** Fails unless `cond` is truthy. */
  ok(cond, message = 'expected a truthy value') {
    if (!cond) throw new AssertionError(`${message} (got ${show(cond)})`);
  },
  /** Deep strict equality (node:util isDeepStrictEqual). */
  equal(actual, expected, message = 'values differ') {
    if (!isDeepStrictEqual(actual, expected)) {
      throw new AssertionError(`${message}\n    expected: ${show(expected)}\n    actual:   ${show(actual)}`);
    }
  },
  /** `value` is a string matching the RegExp (or containing the string). */
  match(value, pattern, message = 'value does not match') {
    const ok = typeof value === 'string' && (pattern instanceof RegExp ? pattern.test(value) : value.includes(String(pattern)));
    if (!ok) throw new AssertionError(`${message}\n    pattern: ${show(pattern)}\n    actual:  ${show(value)}`);
  },
  /**
   * Poll `fn` (sync or async) every 100 ms until it neither throws nor returns a falsy value
   * (returning `undefined` counts as success, so assertion-style callbacks work too).
   * Resolves with fn's value; rejects after `timeoutMs` with the last error / value.
   */
  async eventually(fn, message = 'condition not met', timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    let last;
    for (;;) {
      try {
        const value = await fn();
        if (value === undefined || value) return value;
        last = `returned ${show(value)}`;
      } catch (err) {
        last = `threw ${err?.message ?? String(err)}`;
      }
      if (Date.now() >= deadline) {
        throw new AssertionError(`${message} (not satisfied within ${timeoutMs} ms; last attempt ${last})`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  },
};

// ---------------------------------------------------------------------------
// Runner
// ---------------------------------------------------------------------------

function indent(text, prefix = '    ') {
  return String(text)
    .split('\n')
    .map((l) => prefix + l)
    .join('\n');
}

function bullet(text) {
  const [first, ...rest] = String(text).split('\n');
  return ['  - ' + first, ...rest.map((l) => '    ' + l)].join('\n');
}

/** Only the "    at ..." frames of an error's stack. */
function stackFrames(err) {
  if (typeof err?.stack !== 'string') return '';
  return err.stack
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .map((l) => l.trim())
    .join('\n');
}

/**
 * Run scenarios `{ name, run(ctx), baseUrl?, timeoutMs?, unit?, group?, context?, setup? }`.
 * Scenarios that share a `unit` run one after another, in order; different units run side by side,
 * `concurrency` at a time (default 1, i.e. all in order), each in its own browser contexts.
 * A unit may have `setup()` (on its first scenario) returning `{ context?, baseUrl?, close() }`:
 * started when the unit starts, closed when it ends (run.mjs gives each production file its own
 * server and fake API this way).
 * ctx = { browser, baseUrl, newPage(opts?), checkA11y, screenshot, expect, waitForSettled, url(path) }.
 * A scenario fails if run() throws, times out (60 s), or any page it opened logged console
 * errors / uncaught exceptions. Prints each unit's lines together once it is done (✓/✗ per
 * scenario) and, last, exactly one "N passed, N failed" line; sets process.exitCode = 1 when
 * anything failed. Launches (and closes) its own browser if none given.
 */
export async function runScenarios(scenarios, options = {}) {
  const { baseUrl: defaultBaseUrl, timeoutMs = DEFAULT_SCENARIO_TIMEOUT_MS, log = console.log, concurrency = 1 } = options;
  let browser = options.browser;
  const ownBrowser = !browser;
  const results = [];
  /** Scenarios running now: an unhandled rejection fails them all when it cannot be told whose it is. */
  const running = new Set();
  const onUnhandled = (reason) => {
    if (running.size) for (const state of running) state.unhandled.push(reason);
    else log(`unhandled rejection outside a scenario: ${describeError(reason)}`);
  };
  process.on('unhandledRejection', onUnhandled);

  /** Units in first-seen order; each keeps its scenarios' order. */
  const units = [];
  const byKey = new Map();
  for (const [index, scenario] of scenarios.entries()) {
    const key = scenario?.unit ?? `#${index}`;
    let unit = byKey.get(key);
    if (!unit) {
      unit = { key, scenarios: [], lines: [] };
      byKey.set(key, unit);
      units.push(unit);
    }
    unit.scenarios.push(scenario);
  }

  async function runOne(scenario, unitEnv, out) {
    const name = typeof scenario?.name === 'string' && scenario.name ? scenario.name : '(unnamed scenario)';
    const baseUrl = unitEnv.baseUrl ?? scenario?.baseUrl ?? defaultBaseUrl;
    const limit = scenario?.timeoutMs ?? timeoutMs;
    const pages = [];
    const state = { unhandled: [], finished: false };
    running.add(state);
    const ctx = {
      // Extra context from run.mjs (e.g. the fake API behind the production build).
      ...(scenario?.context ?? {}),
      ...(unitEnv.context ?? {}),
      browser,
      baseUrl,
      expect,
      checkA11y,
      screenshot,
      waitForSettled,
      url: (p = '/') => new URL(p, baseUrl).href,
      async newPage(opts = {}) {
        if (state.finished) throw new Error('scenario already finished');
        const page = await newPage(browser, { ...(baseUrl ? { baseURL: baseUrl } : {}), ...opts });
        pages.push(page);
        return page;
      },
    };
    const started = Date.now();
    let error = null;
    let timer;
    try {
      if (unitEnv.error) throw unitEnv.error;
      if (typeof scenario?.run !== 'function') throw new Error(`scenario "${name}" has no run() function`);
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`scenario timed out after ${limit / 1000} s`)), limit);
      });
      await Promise.race([Promise.resolve().then(() => scenario.run(ctx)), timeout]);
      await new Promise((r) => setTimeout(r, 50)); // let late console events arrive
      if (state.unhandled.length) {
        const err = new Error(`unhandled promise rejection(s):\n${state.unhandled.map((e) => indent(describeError(e))).join('\n')}`);
        err.noStack = true;
        throw err;
      }
    } catch (err) {
      error = err;
    } finally {
      clearTimeout(timer);
    }

    const allPages = [...new Set(pages.flatMap((p) => p.contextPages ?? [p]))];
    const consoleErrors = allPages.flatMap((p) => (p.unexpectedConsoleErrors ? p.unexpectedConsoleErrors() : []));
    const failedRequests = allPages.flatMap((p) => p.failedRequests ?? []);
    const external = [...new Set(allPages.flatMap((p) => p.externalRequests ?? []))];
    // The app loads nothing from another origin (no third party before consent, and the demo
    // has no analytics at all): any such request fails the scenario.
    if (!error && external.length) {
      error = new Error(`requests to other origins:\n${external.map(bullet).join('\n')}`);
      error.noStack = true;
    }
    if (!error && consoleErrors.length) {
      error = new Error(`page(s) logged ${consoleErrors.length} console error(s):\n${consoleErrors.map(bullet).join('\n')}`);
      error.noStack = true;
    }
    if (error) {
      for (const [i, p] of allPages.entries()) {
        if (p.isClosed()) continue;
        await Promise.race([
          screenshot(p, `FAILED-${name}${allPages.length > 1 ? `-${i + 1}` : ''}`).catch(() => {}),
          new Promise((r) => setTimeout(r, 5000)),
        ]);
      }
    }
    state.finished = true;
    running.delete(state);
    await Promise.all(
      pages.map((p) =>
        p
          .context()
          .close()
          .catch(() => {}),
      ),
    );

    const ms = Date.now() - started;
    if (!error) {
      out(`✓ ${name} (${ms} ms)`);
    } else {
      out(`✗ ${name} (${ms} ms)`);
      const msg = error?.message ?? String(error);
      out(indent(msg));
      const frames = error?.noStack ? '' : stackFrames(error);
      if (frames) out(indent(frames, '      '));
      if (consoleErrors.length && !msg.includes('console error')) {
        out(indent(`console errors:\n${consoleErrors.map(bullet).join('\n')}`));
      }
      if (failedRequests.length) out(indent(`failed same-origin requests:\n${failedRequests.map(bullet).join('\n')}`));
    }
    if (external.length) {
      out(
        indent(
          `note: blocked ${external.length} request(s) to other origins: ${external.slice(0, 5).join(', ')}${external.length > 5 ? ', …' : ''}`,
        ),
      );
    }
    return { name, ok: !error, ms, error: error ? (error?.message ?? String(error)) : null };
  }

  async function runUnit(unit) {
    const out = (line) => unit.lines.push(line);
    const setup = unit.scenarios[0]?.setup;
    let env = {};
    if (typeof setup === 'function') {
      try {
        env = (await setup()) ?? {};
      } catch (err) {
        env = { error: err };
      }
    }
    let lastGroup;
    try {
      for (const scenario of unit.scenarios) {
        if (scenario?.group && scenario.group !== lastGroup) {
          lastGroup = scenario.group;
          out(`\n# ${scenario.group}${env.baseUrl ? ` (${env.baseUrl})` : ''}`);
        }
        const result = await runOne(scenario, env, out);
        results[scenarios.indexOf(scenario)] = result;
      }
    } finally {
      await Promise.resolve(env.close?.()).catch((err) => out(`  closing ${unit.key} failed: ${describeError(err)}`));
      // A unit's lines stay together, whatever ran beside it.
      for (const line of unit.lines) log(line);
    }
  }

  try {
    if (ownBrowser) browser = await launchBrowser();
    // Side by side, the units with the most scenarios start first, so no long one is left running
    // alone at the end (the one-scenario units fill the gaps).
    const queue = concurrency > 1 ? [...units].sort((a, b) => b.scenarios.length - a.scenarios.length) : [...units];
    const workers = Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, async () => {
      for (let unit = queue.shift(); unit; unit = queue.shift()) await runUnit(unit);
    });
    await Promise.all(workers);
  } finally {
    process.off('unhandledRejection', onUnhandled);
    if (ownBrowser && browser) await browser.close().catch(() => {});
  }
  const done = results.filter(Boolean);
  const passed = done.filter((r) => r.ok).length;
  const failed = done.length - passed;
  if (failed) {
    log('\nFailed:');
    for (const r of done.filter((x) => !x.ok)) log(`  - ${r.name}`);
  }
  log(`\n${passed} passed, ${failed} failed`);
  if (failed) process.exitCode = 1;
  return { passed, failed, results: done };
}
