import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `.vite/chunk-modules.json` beside the manifest: for each JS file of the build, the source
 * modules it holds (paths from the project root, `node_modules/<package>/…` for libraries). The
 * manifest says which files a route loads; this says what is in them, so the budget check
 * (scripts/budget.mjs) can tell that no route without a map holds OpenLayers.
 */
export function chunkModules(root: string): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        files[chunk.fileName] = chunk.moduleIds
          .filter((id) => !id.startsWith('\0'))
          .map((id) => relative(root, id.replace(/\?.*$/, '')).split('\\').join('/'))
          .sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(files, null, 1) });
    },
  };
}
