// axe-core (through @axe-core/playwright) on a page as it stands: WCAG 2.0/2.1 A and AA, and best
// practice. No settling heuristic: the check waits for what the app says (no busy region, fonts in)
// and polls axe until it finds nothing, so a lazy route that is still drawing its landmarks is
// checked again; a real violation is still there when the poll gives up, and is listed.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface A11yOptions {
  /** CSS selectors left out (a third-party map canvas): use sparingly, and say why. */
  readonly exclude?: readonly string[];
}

/** Each violation as one line: rule, impact, what it asks, the first nodes. */
async function violations(page: Page, exclude: readonly string[]): Promise<string[]> {
  // Violations only, and axe in the page's own frame (legacy mode: the app has no frames): half the
  // time of a run with every result and axe in each frame, which the sweep does ~500 times.
  let builder = new AxeBuilder({ page })
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
export async function checkA11y(page: Page, label: string, { exclude = [] }: A11yOptions = {}): Promise<void> {
  await expect(page.locator('[aria-busy="true"]'), `${label}: nothing still loading before axe`).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts?.ready.then(() => undefined));
  await expect
    .poll(() => violations(page, exclude), { message: `axe on "${label}" (${page.url()})`, timeout: 30_000, intervals: [250, 500, 1000] })
    .toEqual([]);
}
