// A prerendered page is painted once its root has been parsed whole, not half of it first (issue 43):
// the browser may paint whatever it has parsed while the rest of the page is on its way, and a page
// drawn from its first half moves when the second arrives. The cookie banner (fixed at the bottom,
// its text beside its buttons on a wide screen) was painted with one button, its text in two lines,
// then grew a line when the second came: a layout shift, one load in a few hundred on a busy machine.
// Here the page arrives in two parts with a pause between them, cut just there.
import fs from 'node:fs';
import path from 'node:path';
import { DESKTOP, expect, PRODUCTION_DIR, test } from '../support/production';
import { recordLayoutShifts, settledShifts } from '../support/layout-shifts';
import { startStaticServer } from '../../../scripts/lib/static-server.mjs';

/**
 * The build served, but for `/`: the built page `file` in two parts, `pause` ms apart, cut after
 * `cutAfter`'s first occurrence. The app's scripts are taken out: what is checked is the browser's
 * first paint of the page, and nothing else may move it.
 */
async function servedInTwoParts(file: string, cutAfter: RegExp, pause: number) {
  const html = fs.readFileSync(path.join(PRODUCTION_DIR, file), 'utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  const cut = cutAfter.exec(html);
  if (!cut) throw new Error(`${file}: no ${String(cutAfter)} to cut the page after`);
  const at = cut.index + cut[0].length;
  return startStaticServer(PRODUCTION_DIR, {
    api: (request, response) => {
      if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/') return false;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, at));
      setTimeout(() => response.end(html.slice(at)), pause);
      return true;
    },
  });
}

test.use({ viewport: DESKTOP });

test('first paint: a page that arrives in two parts is painted whole, not its first half and then moved (the cookie banner cut between its buttons)', async ({
  page,
}) => {
  // British English, a first visit: the banner's text fills two lines beside both buttons, three
  // beside one.
  const site = await servedInTwoParts(
    '_pages/en-GB/banner/terms/index.html',
    /<div class="_actions_[^"]*">\s*<button[\s\S]*?<\/button>/,
    600,
  );
  try {
    await page.addInitScript(recordLayoutShifts);
    await page.gotoPrerendered(site.url);
    await expect(page.locator('[data-consent-banner]').getByRole('button')).toHaveCount(2);
    const shifts = await settledShifts(page);
    expect(shifts, 'nothing moved on the page').toEqual({ total: 0, moved: [] });
  } finally {
    await site.close();
  }
});
