// Compares two builds' prerendered pages (issue 43): node scratch/compare-pages.mjs <before dist> <after dist> [--show=N]
// Per page: the root's text, its elements (tag, class, attributes but ids React makes), the head
// (title, description, lang, links), the inline <style>. React's server markers (<!--$-->, <!-- -->)
// and useId's ids (_r_0_ in the browser, _R_…_ on the server) are set aside.
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';

const [before, after] = process.argv.slice(2);
let show = Number((process.argv.find((a) => a.startsWith('--show=')) ?? '--show=3').slice(7));
const files = (dir) =>
  fs
    .readdirSync(path.join(dir, '_pages'), { recursive: true })
    .filter((f) => f.endsWith('index.html'))
    .sort();
const ids = new Map();
const normId = (v) =>
  v.replace(/_[rR]_[0-9a-zA-Z]+_/g, (m) =>
    ids.has(m.toLowerCase()) ? ids.get(m.toLowerCase()) : (ids.set(m.toLowerCase(), `ID${ids.size}`), `ID${ids.size - 1}`),
  );
// Two builds of different sources name their files by other hashes: /assets/<name>-<hash>.<ext> compared by name.
const unhashed = (html) => html.replace(/(\/assets\/[\w.-]+?)-[\w-]{8}\.(js|css)/g, '$1.$2');
function describe(html) {
  ids.clear();
  const doc = new JSDOM(unhashed(html)).window.document;
  const root = doc.getElementById('root');
  const els = [...root.querySelectorAll('*')].map(
    (el) =>
      `${el.tagName.toLowerCase()} ${[...el.attributes]
        .map((a) => `${a.name}=${normId(a.value)}`)
        .sort()
        .join(' ')}`,
  );
  const head = {
    title: doc.title,
    description: doc.querySelector('meta[name="description"]')?.content,
    lang: doc.documentElement.lang,
    links: [...doc.head.querySelectorAll('link')].map((l) => l.outerHTML).join('\n'),
    scripts: [...doc.querySelectorAll('script')].map((s) => [...s.attributes].map((a) => `${a.name}=${a.value}`).join(' ')).join('\n'),
    style: doc.querySelector('style')?.textContent ?? '',
    rootAttrs: [...root.attributes].map((a) => `${a.name}=${a.value}`).join(' '),
  };
  return { text: root.textContent.replace(/\s+/g, ' '), els, head };
}
const a = files(before);
const b = new Set(files(after));
let same = 0;
const diffs = {};
for (const f of a) {
  if (!b.has(f)) {
    (diffs.missing ??= []).push(f);
    continue;
  }
  const x = describe(fs.readFileSync(path.join(before, '_pages', f), 'utf8'));
  const y = describe(fs.readFileSync(path.join(after, '_pages', f), 'utf8'));
  const kinds = [];
  if (x.text !== y.text) kinds.push('text');
  if (x.els.join('\n') !== y.els.join('\n')) kinds.push('elements');
  for (const k of Object.keys(x.head)) if (x.head[k] !== y.head[k]) kinds.push(k);
  if (!kinds.length) {
    same++;
    continue;
  }
  for (const k of kinds) (diffs[k] ??= []).push(f);
  if (show-- > 0) {
    console.log(`--- ${f}: ${kinds.join(', ')}`);
    if (kinds.includes('elements')) {
      const n = Math.max(x.els.length, y.els.length);
      let shown = 0;
      for (let i = 0; i < n && shown < 4; i++)
        if (x.els[i] !== y.els[i]) {
          console.log(`  before: ${x.els[i]}\n  after:  ${y.els[i]}`);
          shown++;
        }
    }
    for (const k of ['title', 'description', 'lang', 'links', 'scripts', 'rootAttrs'])
      if (kinds.includes(k)) console.log(`  ${k}:\n    before: ${x.head[k]}\n    after:  ${y.head[k]}`);
    if (kinds.includes('style')) console.log(`  style: ${x.head.style.length} → ${y.head.style.length} chars`);
    if (kinds.includes('text')) console.log(`  text:\n    before: ${x.text.slice(0, 300)}\n    after:  ${y.text.slice(0, 300)}`);
  }
}
for (const f of b) if (!a.includes(f)) (diffs.extra ??= []).push(f);
console.log(`${a.length} pages before, ${b.size} after: ${same} the same`);
for (const [k, v] of Object.entries(diffs)) console.log(`${k}: ${v.length} (${v.slice(0, 4).join(', ')}${v.length > 4 ? ', …' : ''})`);
