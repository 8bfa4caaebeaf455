// The tests of the production build (project "production"): dist/ on a static server of the worker's
// own, and behind it, on the same origin, the scheme's API as fakes/http answers it. Each test has an
// API of its own (`api`, a fresh demo world with no latency), so no test sees another's data.
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startStaticServer } from '../../../scripts/lib/static-server.mjs';
import { createDevApi, type DevApiOptions } from '../../../fakes/http/dev-api';
import type { FakeApi } from '../../../fakes/http/fake-api';
import { REPO_ROOT, test as base } from './test';

export const PRODUCTION_DIR = path.join(REPO_ROOT, 'dist');

interface ProductionSite {
  readonly url: string;
  /** The API the server answers /api/ and /translation with from now on. */
  serve(api: FakeApi | null): void;
}

export interface ProductionFixtures {
  /** createDevApi's options for this file's tests (`test.use({ apiOptions: { specOnly: true } })`). */
  apiOptions: DevApiOptions;
  /** This test's API: its backend (latency, faults, expired tokens) and the requests it received. */
  api: FakeApi;
}

export const test = base.extend<ProductionFixtures, { site: ProductionSite }>({
  site: [
    async ({}, use) => {
      if (!fs.existsSync(path.join(PRODUCTION_DIR, 'index.html')))
        throw new Error(`${PRODUCTION_DIR}/index.html is missing: run \`npm run build\` first`);
      let current: FakeApi | null = null;
      const server = await startStaticServer(PRODUCTION_DIR, {
        api: (req: IncomingMessage, res: ServerResponse) => (current ? current.handle(req, res) : false),
      });
      await use({ url: server.url, serve: (api) => void (current = api) });
      await server.close();
    },
    { scope: 'worker' },
  ],
  apiOptions: [{}, { option: true }],
  api: [
    async ({ site, apiOptions }, use) => {
      const api = await createDevApi(apiOptions);
      api.backend.latencyMs = 0;
      site.serve(api);
      await use(api);
      site.serve(null);
    },
    { auto: true },
  ],
  baseURL: async ({ site }, use) => use(site.url),
});

export { expect, PHONE, DESKTOP } from './test';
