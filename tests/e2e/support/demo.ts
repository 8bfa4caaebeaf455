// The tests of the demo build (project "demo"): dist-demo/ on a static server of the worker's own;
// the demo's backend lives in the page, so each test's pages start from the demo's world.
import fs from 'node:fs';
import path from 'node:path';
import { startStaticServer } from '../../../scripts/lib/static-server.mjs';
import { DEMO_LATENCY_SESSION_KEY } from '../../../src/composition/demo-latency';
import { REPO_ROOT, test as base } from './test';

export const DEMO_DIR = path.join(REPO_ROOT, 'dist-demo');

export const test = base.extend<object, { site: { url: string } }>({
  site: [
    async ({}, use) => {
      if (!fs.existsSync(path.join(DEMO_DIR, 'index.html')))
        throw new Error(`${DEMO_DIR}/index.html is missing: run \`npm run build:demo\` first`);
      const server = await startStaticServer(DEMO_DIR);
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  // The demo's server answers at once, as the production project's fake server does: its 100 ms per
  // call are for a person to see the loading states (proven in the screen tests). A tab that asks
  // for a latency (`?latency=`, demo-bundle.spec.ts) keeps it; this only fills the tab's empty setting.
  context: async ({ context }, use) => {
    await context.addInitScript((key) => {
      try {
        if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, '0');
      } catch {
        // Storage blocked: the build's latency.
      }
    }, DEMO_LATENCY_SESSION_KEY);
    await use(context);
  },
});

export { expect, PHONE, DESKTOP } from './test';
