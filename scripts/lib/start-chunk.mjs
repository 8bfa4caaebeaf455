// What every page runs at start, in one file (issue 22 point 3). The bundler's automatic chunking
// splits the entry's own static imports into common chunks whenever a lazily loaded screen imports
// them too (here: i18next and React in one, six small modules of a few hundred bytes each, and the
// profile's bindings, which every page asks for at start by a dynamic import). Every page loads all
// of them before it can draw anyway, so they gain nothing apart: each file compressed on its own
// costs its own dictionary and headers (about 2.5 KB gzip of the home route's 141 KB) and a request.
// This group puts them in one chunk, `start`; a screen loaded later imports what it shares with the
// start from it, already there. (The bundler keeps its own runtime, 0.4 KB, in a file of its own
// beside them, as it does whenever chunks are grouped.)
// Read by vite.config.ts (`build.rolldownOptions.output.codeSplitting`).
import path from 'node:path';

/**
 * Code-splitting options with one group, `start`: every module the `roots` (the entry first, then
 * what every page loads at start by a dynamic import: the profile's bindings) import statically,
 * transitively — libraries and the app's modules alike — except the entry module itself, which
 * index.html asks for by name. A root the build does not hold (the other profile's bindings) is
 * skipped.
 * @param {string} root the project's directory
 * @param {string[]} roots paths from `root`, the entry first
 */
export function startChunk(root, roots) {
  const [entry, ...others] = roots.map((file) => path.resolve(root, file));
  /** @type {Set<string> | null} */
  let start = null;
  /** @param {{ getModuleInfo(id: string): { importedIds: readonly string[] } | null }} ctx */
  const startOf = (ctx) => {
    if (start) return start;
    start = new Set();
    const stack = [entry, ...others];
    while (stack.length) {
      const id = /** @type {string} */ (stack.pop());
      const info = start.has(id) ? null : ctx.getModuleInfo(id);
      if (!info) continue;
      start.add(id);
      stack.push(...info.importedIds);
    }
    return start;
  };
  return {
    groups: [
      {
        /**
         * @param {string} id
         * @param {{ getModuleInfo(id: string): { importedIds: readonly string[] } | null }} ctx
         */
        name: (id, ctx) => (id !== entry && startOf(ctx).has(id) ? 'start' : null),
      },
    ],
  };
}
