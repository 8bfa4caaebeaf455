// node scratch/hydrate-run.mjs <page file> <path> <locale> <variant>
import fs from 'node:fs';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';

const [file, path, locale, variant] = process.argv.slice(2);
const dom = new JSDOM(fs.readFileSync(file, 'utf8'), { url: `http://127.0.0.1${path}` });
for (const key of [
  'window',
  'document',
  'navigator',
  'HTMLElement',
  'Node',
  'Element',
  'Event',
  'MutationObserver',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
])
  Object.defineProperty(globalThis, key, { value: dom.window[key] ?? dom.window, configurable: true, writable: true });
const logs = [];
const error = console.error;
console.error = (...args) => logs.push(`console.error: ${args.map(String).join(' ').slice(0, 3000)}`);
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', mode: 'production', logLevel: 'error' });
try {
  const { hydrate } = await vite.ssrLoadModule('/scratch/hydrate.tsx');
  await hydrate(dom.window.document.getElementById('root'), path, locale, variant, (s) => logs.push(s));
} catch (e) {
  logs.push(`ERR ${e?.stack ?? e}`);
}
await vite.close();
console.error = error;
console.log(logs.length ? logs.join('\n---\n') : 'no hydration warning');
process.exit(0);
