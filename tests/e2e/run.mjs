// E2E entry point: node tests/e2e/run.mjs [--grep TEXT]
// Imports every tests/e2e/scenarios/*.mjs (sorted by name). Each exports
//   export const scenarios = [{ name, run: async (ctx) => {...} }, ...];
//   export const serve = 'demo' | 'production';   // optional, default 'demo'
// 'demo' scenarios get ctx.baseUrl of a static server on dist-demo/, 'production' ones on dist/.
// Environment overrides (used to test the harness itself): E2E_SCENARIOS_DIR, E2E_DEMO_DIR,
// E2E_PRODUCTION_DIR, E2E_GREP.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, launchBrowser, runScenarios, startStaticServer } from './harness.mjs';

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
      groups.push({ file, serve, scenarios: mod.scenarios });
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

  const servers = {};
  let browser;
  try {
    // The production build talks to the scheme's API on its own origin: fakes/http answers it
    // there (loaded through Vite's module runner, as it is TypeScript).
    const context = {};
    for (const kind of needed) {
      if (kind === 'production') {
        const { runnerImport } = await import('vite');
        const { module } = await runnerImport(path.join(REPO_ROOT, 'fakes/http/dev-api.ts'), { configFile: false, logLevel: 'error' });
        context.api = await module.createDevApi();
        context.api.backend.latencyMs = 0;
        servers[kind] = await startStaticServer(dirs[kind], { api: (req, res) => context.api.handle(req, res) });
      } else {
        servers[kind] = await startStaticServer(dirs[kind]);
      }
    }
    browser = await launchBrowser();
    const all = [];
    for (const g of groups) {
      for (const s of g.scenarios) {
        if (grep && !String(s?.name).includes(grep)) continue;
        all.push({
          ...s,
          group: `${g.file} (${g.serve}: ${servers[g.serve].url})`,
          baseUrl: servers[g.serve].url,
          context: g.serve === 'production' ? context : {},
        });
      }
    }
    if (all.length === 0) {
      console.error(grep ? `no scenario name contains "${grep}"` : 'scenario files define no scenarios');
      return 1;
    }
    const { failed } = await runScenarios(all, { browser });
    return failed ? 1 : 0;
  } finally {
    if (browser) await browser.close().catch(() => {});
    await Promise.all(Object.values(servers).map((s) => s.close()));
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
