// axe-core (through @axe-core/playwright) on a page as it stands: WCAG 2.0/2.1 A and AA, and best
// practice. No settling heuristic: the check waits for what the app says (no busy region, fonts in)
// and polls axe until it finds nothing, so a lazy route that is still drawing its landmarks is
// checked again; a real violation is still there when the poll gives up, and is listed.
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// axe-core as @axe-core/playwright itself loads it (its own pinned copy, not another package's).
const require = createRequire(import.meta.url);
const AXE_SOURCE: string = createRequire(require.resolve('@axe-core/playwright'))('axe-core').source;

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface A11yOptions {
  /** CSS selectors left out (a third-party map canvas): use sparingly, and say why. */
  readonly exclude?: readonly string[];
  /** How long axe is asked again until it finds nothing (30 s). */
  readonly timeout?: number;
}

/** Each page's last axe run: a poll that gave up leaves its run going, and axe runs one at a time. */
const lastRun = new WeakMap<Page, Promise<unknown>>();

/** Each violation as one line: rule, impact, what it asks, the first nodes; after the page's last run has ended. */
function violations(page: Page, exclude: readonly string[]): Promise<string[]> {
  const run = (lastRun.get(page) ?? Promise.resolve()).catch(() => undefined).then(() => runAxe(page, exclude));
  lastRun.set(page, run);
  return run;
}

async function runAxe(page: Page, exclude: readonly string[]): Promise<string[]> {
  // axe is put in a document once, by us; the builder's own source is a no-op. Left to itself,
  // AxeBuilder evaluates axe's whole source twice per run (about 500 KB, parsed and set up each
  // time): on this machine that doubled the time of a run (220–420 ms against 130 ms idle).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Violations only, and axe in the page's own frame (legacy mode: the app has no frames): half the
  // time of a run with every result and axe in each frame, which the sweep does ~500 times.
  let builder = new AxeBuilder({ page, axeSource: ';' })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations: found } = await builder.analyze();
  return found.map((v) => {
    const targets = v.nodes.map((n) => n.target.map(String).join(' >>> '));
    const more = targets.length > 3 ? `, … (${targets.length} nodes)` : '';
    return `${v.id} [${v.impact ?? 'n/a'}] ${v.help}: ${targets.slice(0, 3).join(', ')}${more}`;
  });
}

interface AxeWatch {
  readonly observer: MutationObserver;
  /** The check (its exclusions) that passed on the document as it stands; null once anything changed. */
  check: string | null;
  /** The check being run, and whether the DOM changed since it began. */
  running: string | null;
  changed: boolean;
}

/**
 * Watches the document from now on, for the axe run about to begin: nothing is remembered as passed
 * until that run's answer says so (`remember`), and the first change of the DOM forgets it. Armed
 * before each run, so a change made while axe was reading the page counts too.
 */
async function watchFromHere(page: Page, running: string): Promise<void> {
  await page.evaluate((check) => {
    const w = window as unknown as { __axeWatch?: AxeWatch };
    w.__axeWatch?.observer.disconnect();
    const observer = new MutationObserver(() => {
      watch.check = null;
      watch.changed = true;
      observer.disconnect();
    });
    const watch: AxeWatch = { observer, check: null, running: check, changed: false };
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    w.__axeWatch = watch;
  }, running);
}

/**
 * The run that began at the last `watchFromHere` found nothing: its check holds on this document for
 * as long as the DOM stays as that run began. Only a run that answered can pass: a run still going
 * when its poll gave up (a slow axe on a busy machine) leaves nothing remembered.
 */
async function remember(page: Page, passed: string): Promise<void> {
  await page.evaluate((check) => {
    const watch = (window as unknown as { __axeWatch?: AxeWatch }).__axeWatch;
    if (watch && watch.running === check && !watch.changed) watch.check = check;
  }, passed);
}

const checkKey = (exclude: readonly string[]) => JSON.stringify([...exclude].sort());

/**
 * Whether a check with these options passed on this very document and nothing in it has changed
 * since that run began, so that checking it again would repeat it.
 */
export const stillPassing = (page: Page, { exclude = [] }: A11yOptions = {}): Promise<boolean> =>
  page
    .evaluate((asked) => (window as unknown as { __axeWatch?: { check: string | null } }).__axeWatch?.check === asked, checkKey(exclude))
    .catch(() => false);

/**
 * Zero axe violations on `page` (`label` names the state in the failure). The poll allows 30 s: one
 * axe run on a long page took 10 s on a machine with both cores busy.
 */
export async function checkA11y(page: Page, label: string, { exclude = [], timeout = 30_000 }: A11yOptions = {}): Promise<void> {
  await expect(page.locator('[aria-busy="true"]'), `${label}: nothing still loading before axe`).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts?.ready.then(() => undefined));
  const key = checkKey(exclude);
  await expect
    .poll(
      async () => {
        await watchFromHere(page, key);
        const found = await violations(page, exclude);
        if (found.length === 0) await remember(page, key);
        return found;
      },
      { message: `axe on "${label}" (${page.url()})`, timeout, intervals: [250, 500, 1000] },
    )
    .toEqual([]);
}

/**
 * The same, skipped where it would only repeat itself: when a run with the same exclusions passed on
 * this very document and the DOM has not changed since that run began (no node, attribute or text
 * added, removed or changed), axe would read the same page again. Used for the check at a test's
 * end, which often follows the test's own last check.
 */
export async function checkA11yIfChanged(page: Page, label: string, options: A11yOptions = {}): Promise<void> {
  if (await stillPassing(page, options)) return;
  await checkA11y(page, label, options);
}
