/* global document */
// node scratch/hydrate-walk.mjs <dist> [paths...]: loads prerendered pages in Chromium, prints console errors/warnings.
import { chromium } from 'playwright-core';
import { startStaticServer } from '../scripts/lib/static-server.mjs';
const [dist, ...paths] = process.argv.slice(2);
const server = await startStaticServer(dist);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const [locale, consent] of [['fr-FR', null], ['ja-JP', 'denied'], ['en-US', null]]) {
  const context = await browser.newContext({ locale, viewport: { width: 390, height: 800 } });
  if (consent) await context.addCookies([{ name: 'circulo_consent', value: consent, url: server.url }]);
  const page = await context.newPage();
  const logs = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(`${m.type()}: ${m.text().slice(0, 300)}`); });
  page.on('pageerror', (e) => logs.push(`pageerror: ${String(e).slice(0, 300)}`));
  for (const p of paths.length ? paths : ['/', '/products', '/faq', '/login']) {
    logs.length = 0;
    await page.goto(server.url + p);
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'), null, { timeout: 20000 }).catch(() => logs.push('NOT HYDRATED (data-prerendered stays)'));
    await page.waitForTimeout(300);
    console.log(`${locale} ${consent ?? 'banner'} ${p}: ${logs.length ? '\n  ' + logs.join('\n  ') : 'ok'} lang=${await page.evaluate(() => document.documentElement.lang)}`);
  }
  await context.close();
}
await browser.close();
await server.close?.();
process.exit(0);
