// The tests of the demo build (project "demo"): dist-demo/ on a static server of the worker's own;
// the demo's backend lives in the page, so each test's pages start from the demo's world.
import fs from 'node:fs';
import path from 'node:path';
import { startStaticServer } from '../../../scripts/lib/static-server.mjs';
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
});

export { expect, PHONE, DESKTOP } from './test';
