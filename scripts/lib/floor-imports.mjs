// Which of the chosen libraries the app really imports, and by which entry points: the floor
// (scripts/floor.mjs) counts those, whole, and nothing the app does not import (issue 22: the app
// imports inversify, which carries reflect-metadata's small ReflectLite; `reflect-metadata` itself, the
// whole polyfill, is imported by no file of src/ and so is not in the floor).

/**
 * Whether a file of src/ (its path from src/) is part of the browser's app: src/prerender is the
 * build's server entry (React's server renderer, in Node: issue 43), never sent to a browser.
 */
export const inBrowserApp = (file) => !/^prerender[\\/]/.test(file);

/** The package a bare specifier names: `react-dom/client` → react-dom, `@scope/pkg/x` → @scope/pkg. */
export function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

// `import x from 'y'`, `import 'y'`, `export … from 'y'`, `import('y')`; a file's comments are not imports.
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm;

/** The bare specifiers of `chosen` packages the source texts import, sorted: e.g. ['inversify', 'react', 'react-dom/client']. */
export function libraryImports(texts, chosen) {
  const wanted = new Set(chosen);
  const found = new Set();
  for (const text of texts) {
    for (const m of text.replace(COMMENTS, '$1').matchAll(IMPORT)) {
      if (/^[\s;]*(?:import|export)\s+type\s/.test(m[0])) continue; // types only: nothing is loaded
      const specifier = (m[1] ?? m[2] ?? m[3]).replace(/\?.*$/, '');
      if (!specifier.startsWith('.') && !specifier.startsWith('/') && wanted.has(packageOf(specifier))) found.add(specifier);
    }
  }
  return [...found].sort();
}

/** The floor's entry: each imported entry point kept whole (nothing of it can be shaken away). */
export function floorEntry(specifiers) {
  const lines = specifiers.map((s, i) => `import * as lib${i} from '${s}';`);
  return `${lines.join('\n')}\nObject.assign(globalThis, { floor: [${specifiers.map((_, i) => `lib${i}`).join(', ')}] });\n`;
}
