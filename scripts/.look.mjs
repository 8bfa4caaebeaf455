// One-off look at the locator as a customer (not committed): fr-FR and ja-JP on a phone, online and offline.
import { chromium } from 'playwright-core';
import { startStaticServer } from './lib/static-server.mjs';
const server = await startStaticServer(process.argv[2] ?? 'dist-demo');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const [locale, seg] of [['fr-FR', ''], ['ja-JP', '/jp']]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(`${server.url}${seg}/shop-and-return`);
  await page.waitForTimeout(4000);
  const refuse = page.locator('button').filter({ hasText: /nécessaires|必要/ }).first();
  if (await refuse.count()) await refuse.click();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 60000 }).catch(() => console.log('no controller'));
  await page.screenshot({ path: `/tmp/look-${locale}-online.png` });
  await context.setOffline(true);
  await page.reload();
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/look-${locale}-offline.png` });
  const first = page.locator('section[aria-labelledby="bins-title"] li button').first();
  await first.click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/look-${locale}-offline-bin.png` });
  await context.close();
}
await browser.close();
await server.close();
