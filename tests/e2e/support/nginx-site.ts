// The tests of the production build served by deploy/'s nginx (project "nginx"): each worker starts
// nginx (scripts/lib/nginx.mjs) on the configuration deploy/render-nginx.mjs renders, over dist/, with /api/ and
// /translation passed to the worker's static server, which answers them with the test's own API
// (production.ts's `api`). Pages open on nginx (`baseURL`), and the fence lets its origin through:
// this process did not start it through static-server.mjs, so the fence would not know it.
// A test that needs another nginx (another root, other VITE_* settings) starts its own with
// `withNginx` and lets it through with `allowOrigin`.
import type { Page } from '@playwright/test';
import { isAppOrigin } from '../../../scripts/lib/static-server.mjs';
import { startNginx } from '../../../scripts/lib/nginx.mjs';
import { PRODUCTION_DIR, test as base } from './production';

export interface NginxServer {
  readonly url: string;
  /** What nginx has logged at level error or worse since it started. */
  errors(): string[];
}

export interface NginxFixtures {
  /** Lets a server's origin (an nginx the test started itself) through the fence. */
  allowOrigin: (url: string) => void;
  /** What the worker's nginx logged at level error or worse during this test. */
  nginxErrors: () => string[];
}

export const test = base.extend<NginxFixtures, { nginx: NginxServer }>({
  nginx: [
    async ({ site }, use) => {
      const nginx = await startNginx({ root: PRODUCTION_DIR, apiUpstream: site.url });
      await use(nginx);
      await nginx.stop();
    },
    { scope: 'worker' },
  ],
  allowOrigin: async ({ fence }, use) => use((url) => void fence.allowedOrigins.add(new URL(url).origin)),
  // Every page of the test opens on the worker's nginx: its origin is let through before any opens.
  fence: async ({ fence, nginx }, use) => {
    fence.allowedOrigins.add(new URL(nginx.url).origin);
    await use(fence);
  },
  nginxErrors: async ({ nginx }, use) => {
    const before = nginx.errors().length;
    await use(() => nginx.errors().slice(before));
  },
  baseURL: async ({ nginx }, use) => use(nginx.url),
});

/**
 * The page's requests to nginx or the app's servers that failed or were answered 400 or more
 * (as the old harness recorded them). A load the next navigation cancels (net::ERR_ABORTED) is the
 * browser's doing, not a failure.
 */
export function watchFailedRequests(page: Page, nginxUrl: string): string[] {
  const nginxOrigin = new URL(nginxUrl).origin;
  const ours = (url: string) => {
    const { origin } = new URL(url);
    return origin === nginxOrigin || isAppOrigin(origin);
  };
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? 'unknown error';
    if (ours(request.url()) && error !== 'net::ERR_ABORTED') failed.push(`${request.method()} ${request.url()} failed: ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && ours(response.url()))
      failed.push(`${response.request().method()} ${response.url()} -> HTTP ${response.status()}`);
  });
  return failed;
}

export { expect, PHONE, DESKTOP } from './test';
