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

/**
 * Zero axe violations on `page` (`label` names the state in the failure). The poll allows 30 s: one
 * axe run on a long page took 10 s on a machine with both cores busy.
 */
export async function checkA11y(page: Page, label: string, { exclude = [], timeout = 30_000 }: A11yOptions = {}): Promise<void> {
  await expect(page.locator('[aria-busy="true"]'), `${label}: nothing still loading before axe`).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts?.ready.then(() => undefined));
  await expect
    .poll(() => violations(page, exclude), { message: `axe on "${label}" (${page.url()})`, timeout, intervals: [250, 500, 1000] })
    .toEqual([]);
}
