// Draws the installed app's icons from public/favicon.svg (the one drawing of the logo) into
// public/icons/: node scripts/icons.mjs. Run by hand when the logo changes; the PNGs are committed
// (Chromium rasterises them, as the prerender uses it; a build needs no image library).
// - icon-192.png, icon-512.png: the round logo on a transparent square (`purpose: any`);
// - maskable-512.png: the logo's colour to every edge, its ring and arrow inside the 80 % circle a
//   platform's mask may keep (`purpose: maskable`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = fs.readFileSync(path.join(ROOT, 'public', 'favicon.svg'), 'utf8');
const brand = /<circle cx="16" cy="16" r="16" fill="(#[0-9a-f]{6})"\/>/i.exec(svg)?.[1];
if (!brand) throw new Error('public/favicon.svg: no round background to take the colour from');
// The same drawing with the round background made a square one: the mask cuts its own shape.
const maskable = svg.replace(/<circle cx="16" cy="16" r="16"[^>]*\/>/, `<rect width="32" height="32" fill="${brand}"/>`);

const ICONS = [
  { file: 'icon-192.png', size: 192, drawing: svg },
  { file: 'icon-512.png', size: 512, drawing: svg },
  { file: 'maskable-512.png', size: 512, drawing: maskable },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  for (const { file, size, drawing } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(drawing).toString('base64')}`;
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}"></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    fs.writeFileSync(path.join(ROOT, 'public', 'icons', file), png);
    console.log(`public/icons/${file}: ${size}×${size}, ${png.length} bytes`);
    await page.close();
  }
} finally {
  await browser.close();
}
