import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { LOCALES } from './src/core/content/locale-list.js';
import { startChunk } from './scripts/lib/start-chunk.mjs';
import { manifestHref, PWA_OPTIONS, webManifest } from './scripts/lib/service-worker.mjs';
import { inlineFavicon } from './scripts/lib/favicon.mjs';
import type { createDevApi as CreateDevApi } from './fakes/http/dev-api';

const LOCALES_DIR = resolve(import.meta.dirname, 'src/ui/locales');

/** The modules of the `use-form` chunk (see `codeSplitting`). */
const FORM_MODULES = /src\/(core\/shared\/(typed-text|characters)|ui\/state\/use-form)\.ts$/;

/**
 * Serves the built-in texts at /locales/{lng}/{ns}.json (spec §7) from src/ui/locales,
 * in dev and in the build, so they stay beside the UI that uses them and only the
 * active language is downloaded.
 */
function builtInLocales(): Plugin {
  const files = () =>
    readdirSync(LOCALES_DIR).flatMap((lng) =>
      statSync(join(LOCALES_DIR, lng)).isDirectory()
        ? readdirSync(join(LOCALES_DIR, lng))
            .filter((f) => f.endsWith('.json'))
            .map((f) => ({ lng, file: f, path: join(LOCALES_DIR, lng, f) }))
        : [],
    );
  return {
    name: 'built-in-locales',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/locales/')) return next();
        const match = /^\/locales\/([A-Za-z-]+)\/([a-z]+)\.json(?:\?.*)?$/.exec(req.url);
        const found = match && files().find((f) => f.lng === match[1] && f.file === `${match[2]}.json`);
        if (!found) {
          // A missing text file is a 404, as in production, not the SPA's index.html.
          res.statusCode = 404;
          res.end('Not found');
          return;
        }
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(readFileSync(found.path));
      });
    },
    generateBundle() {
      for (const f of files()) {
        // Minified on the way out: the source files stay readable.
        const json = JSON.stringify(JSON.parse(readFileSync(f.path, 'utf8')));
        this.emitFile({ type: 'asset', fileName: `locales/${f.lng}/${f.file}`, source: json });
      }
    },
  };
}

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

/**
 * The installed app's manifest in each language, at /manifest/<locale>.webmanifest (issue 21): the
 * page links its own language's (index.html the default's; the prerender and the app switch it).
 */
function webManifests(): Plugin {
  const files = new Map(LOCALES.map((locale) => [manifestHref(locale), `${JSON.stringify(webManifest(locale), null, 1)}\n`]));
  return {
    name: 'web-manifests',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const text = files.get(req.url ?? '');
        if (!text) return next();
        res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
        res.end(text);
      });
    },
    generateBundle() {
      for (const [href, source] of files) this.emitFile({ type: 'asset', fileName: href.slice(1), source });
    },
  };
}

/**
 * `vite --mode http`: the production composition (real HTTP adapters) with fakes/http answering
 * /api/v2 and /translation on the dev server itself, same origin, as the real server would.
 */
function fakeHttpApi(contentToken: string): Plugin {
  return {
    name: 'fake-http-api',
    async configureServer(server) {
      // Loaded by the dev server itself (TypeScript, extensionless imports and all), not by the
      // config loader: a dynamic import here would be bundled with the config, and Vite warns
      // about every extensionless import under it (they are unsupported by `configLoader: 'native'`).
      const { createDevApi } = (await server.ssrLoadModule('/fakes/http/dev-api.ts')) as {
        createDevApi: typeof CreateDevApi;
      };
      const api = await createDevApi({ contentToken });
      server.middlewares.use((req, res, next) => {
        api.handle(req, res).then((handled) => handled || next(), next);
      });
    },
  };
}

/**
 * The prerender's server bundle (`vite build --ssr src/prerender/entry.tsx --outDir .ssr/<mode>`, issue
 * 43): the app for Node, its libraries imported from node_modules at run time; no file of the browser's
 * build (texts, manifests, service worker, chunk list), no asset: scripts/prerender.mjs reads the
 * styles and chunks from the browser's build. CSS modules' class names are the browser build's (the
 * same files, the same names: tests/lint/vite-config.test.ts).
 */
const ssrConfig = (): UserConfig => ({
  plugins: [react()],
  build: { target: 'node20', sourcemap: false, emptyOutDir: true, copyPublicDir: false },
});

export default defineConfig(({ mode, isSsrBuild }) => {
  if (isSsrBuild) return ssrConfig();
  // dev:http: a fresh content-service credential per run, known to the fake and to the app only.
  const contentToken = mode === 'http' ? randomUUID() : null;
  return {
    plugins: [
      react(),
      builtInLocales(),
      webManifests(),
      chunkModules(import.meta.dirname),
      // The tab's icon written into index.html, and so into every page: no request ahead of the paint.
      inlineFavicon(resolve(import.meta.dirname, 'public')),
      // The service worker (scripts/lib/service-worker.mjs): built for production and the demo, not served in development.
      VitePWA(PWA_OPTIONS),
      ...(contentToken ? [fakeHttpApi(contentToken)] : []),
    ],
    define: contentToken ? { 'import.meta.env.VITE_CONTENT_TOKEN': JSON.stringify(contentToken) } : {},
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      manifest: true,
      sourcemap: false,
      target: 'es2022',
      // No modulepreload polyfill (0.5 KB on every page): every browser of the target but Safari
      // before 17 preloads modules itself, and there the chunks load as they are imported.
      modulePreload: { polyfill: false },
      // What every page runs at start in one file, not eight (scripts/lib/start-chunk.mjs); with it
      // `later`, the money pages' way to load a part apart (0.4 KB on every page, where as a file of
      // its own it cost each money page 0.5 KB: issue 44, docs/decisions/serving-and-performance.md).
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              ...startChunk(import.meta.dirname, [
                'src/main.tsx',
                mode === 'demo' ? 'src/composition/bindings/demo.ts' : 'src/composition/bindings/production.ts',
                'src/ui/components/Later/later.tsx',
              ]).groups,
              // A field's limits and the digits' reading (typed-text.ts, characters.ts) go with the form
              // (use-form.ts) that every page with a field loads, not in a file of their own: shared with
              // the rules loaded later, they made one (0.45 KB gzip on the withdraw page; issue 47 point 4).
              { name: (id: string) => (FORM_MODULES.test(id) ? 'use-form' : null) },
            ],
          },
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
  };
});
