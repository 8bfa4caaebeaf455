// E2E entry point: node tests/e2e/run.mjs [--grep TEXT]
// Imports every tests/e2e/scenarios/*.mjs (sorted by name). Each exports
//   export const scenarios = [{ name, run: async (ctx) => {...} }, ...];
//   export const serve = 'demo' | 'production';   // optional, default 'demo'
//   export const parallel = true;                  // optional: its scenarios are independent
//   export const api = { specOnly: true };          // optional, 'production' only: createDevApi's options
//                                                   // (specOnly: the specification's server, see fakes/http/spec-only.ts)
// 'demo' scenarios get ctx.baseUrl of a static server on dist-demo/ (the demo's server lives in the
// page, so they share that one). Each 'production' file gets its own static server on dist/ with its
// own fakes/http API behind it (ctx.api), so no file sees another's data.
// Files run side by side, E2E_WORKERS at a time (default 3); a file's scenarios run in order, unless
// it says `parallel = true`, when each scenario is a unit of its own (with its own API).
// Environment overrides (used to test the harness itself): E2E_SCENARIOS_DIR, E2E_DEMO_DIR,
// E2E_PRODUCTION_DIR, E2E_GREP.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { REPO_ROOT, launchBrowser, runScenarios } from './harness.mjs';

const scenariosDir = path.resolve(process.env.E2E_SCENARIOS_DIR ?? path.join(REPO_ROOT, 'tests', 'e2e', 'scenarios'));
const dirs = {
  demo: path.resolve(process.env.E2E_DEMO_DIR ?? path.join(REPO_ROOT, 'dist-demo')),
  production: path.resolve(process.env.E2E_PRODUCTION_DIR ?? path.join(REPO_ROOT, 'dist')),
};
const buildHint = { demo: 'npm run build:demo', production: 'npm run build' };

const argv = process.argv.slice(2);
const grepIndex = argv.indexOf('--grep');
const grep = grepIndex >= 0 ? argv[grepIndex + 1] : process.env.E2E_GREP;

async function main() {
  const files = fs.existsSync(scenariosDir)
    ? fs
        .readdirSync(scenariosDir)
        .filter((f) => f.endsWith('.mjs'))
        .sort()
    : [];
  if (files.length === 0) {
    console.error(`no scenario files (*.mjs) in ${scenariosDir}`);
    return 1;
  }

  /** @type {{ file: string, serve: 'demo'|'production', scenarios: any[] }[]} */
  const groups = [];
  for (const file of files) {
    try {
      const mod = await import(pathToFileURL(path.join(scenariosDir, file)).href);
      const serve = mod.serve ?? 'demo';
      if (serve !== 'demo' && serve !== 'production')
        throw new Error(`export const serve must be 'demo' or 'production', got ${JSON.stringify(serve)}`);
      if (!Array.isArray(mod.scenarios)) throw new Error('must export `scenarios` (an array of { name, run })');
      if (mod.api !== undefined && serve !== 'production') throw new Error('export const api needs serve = "production"');
      groups.push({ file, serve, scenarios: mod.scenarios, parallel: mod.parallel === true, api: mod.api ?? {} });
    } catch (err) {
      // Keep going so the summary still counts it: a broken file is a failed scenario.
      groups.push({
        file,
        serve: 'demo',
        scenarios: [
          {
            name: `load ${file}`,
            run: () => {
              throw err;
            },
          },
        ],
      });
    }
  }

  const needed = new Set(['demo', ...groups.map((g) => g.serve)]);
  for (const kind of needed) {
    if (!fs.existsSync(path.join(dirs[kind], 'index.html'))) {
      console.error(`${dirs[kind]}/index.html is missing: run \`${buildHint[kind]}\` first`);
      return 1;
    }
  }

  /** The demo build's server: the demo's backend lives in the page, so every demo scenario shares it. */
  let demoServer;
  let browser;
  // The production build talks to the scheme's API on its own origin: fakes/http answers it there
  // (loaded through Vite's module runner, as it is TypeScript), one API and server per unit.
  let createDevApi;
  const productionServer = async (options) => {
    if (!createDevApi) {
      const { runnerImport } = await import('vite');
      ({
        module: { createDevApi },
      } = await runnerImport(path.join(REPO_ROOT, 'fakes/http/dev-api.ts'), { configFile: false, logLevel: 'error' }));
    }
    const api = await createDevApi(options);
    api.backend.latencyMs = 0;
    const server = await startStaticServer(dirs.production, { api: (req, res) => api.handle(req, res) });
    return { baseUrl: server.url, context: { api }, close: () => server.close() };
  };
  try {
    demoServer = await startStaticServer(dirs.demo);
    browser = await launchBrowser();
    const all = [];
    for (const g of groups) {
      for (const [i, s] of g.scenarios.entries()) {
        if (grep && !String(s?.name).includes(grep)) continue;
        const production = g.serve === 'production';
        const unit = g.parallel ? `${g.file}#${i}` : g.file;
        all.push({
          ...s,
          unit,
          group: `${g.file} (${g.serve})`,
          ...(production ? {} : { baseUrl: demoServer.url }),
          // The unit's first scenario starts its server; run.mjs's ordering keeps it first.
          ...(production && !all.some((x) => x.unit === unit) ? { setup: () => productionServer(g.api) } : {}),
        });
      }
    }
    if (all.length === 0) {
      console.error(grep ? `no scenario name contains "${grep}"` : 'scenario files define no scenarios');
      return 1;
    }
    const workers = Number(process.env.E2E_WORKERS ?? 3);
    const concurrency = Number.isInteger(workers) && workers > 0 ? workers : 3;
    const started = Date.now();
    const { failed } = await runScenarios(all, { browser, concurrency });
    console.log(`browser scenarios: ${Math.round((Date.now() - started) / 1000)} s with ${concurrency} worker(s)`);
    return failed ? 1 : 0;
  } finally {
    if (browser) await browser.close().catch(() => {});
    await demoServer?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
