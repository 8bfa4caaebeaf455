// The layout shifts a page has without recent input (what CLS adds up), recorded from the document's
// start: installed by `page.addInitScript(recordLayoutShifts)` before any of the page's own scripts.
import type { Page } from '@playwright/test';

export type Shifts = { total: number; moved: string[] };

declare global {
  interface Window {
    /** The layout shifts without recent input since the document started (the init script's observer). */
    __shifts?: () => Shifts;
  }
}

/** Every layout shift without recent input from the document's start (buffered), summed, with what moved. */
export function recordLayoutShifts() {
  let total = 0;
  const moved: string[] = [];
  const name = (node: Node | null) =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}`
      : String(node);
  const take = (entries: PerformanceEntryList) => {
    for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] })[]) {
      if (entry.hadRecentInput) continue;
      total += entry.value;
      moved.push(...(entry.sources ?? []).map((source) => name(source.node)));
    }
  };
  const observer = new PerformanceObserver((list) => take(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  window.__shifts = () => {
    take(observer.takeRecords());
    return { total, moved };
  };
}

/**
 * A browser that asks to save data (Chromium's `navigator.connection.saveData`): the app then leaves
 * out the idle download of the other screens' code (src/main.tsx), which moves nothing on the page
 * but keeps the network busy a second or more after it — so that "idle" below is the page's own.
 */
export function savingData() {
  const connection = (navigator as { connection?: object }).connection;
  if (connection) Object.defineProperty(connection, 'saveData', { get: () => true });
}

/** The page's layout shifts once what it asks for has arrived and been drawn. */
export async function settledShifts(page: Page): Promise<Shifts> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<Shifts>((resolve, reject) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => (window.__shifts ? resolve(window.__shifts()) : reject(new Error('no layout shifts recorded')))),
        ),
      ),
  );
}
