// The browser tests (tests/e2e): Playwright Test on Debian's Chromium (Playwright's own browser
// download cannot work here), against the builds `npm run test:e2e` makes first. Three projects:
// the demo build (its backend in the page), the production build with fakes/http behind it on the
// same origin, and the production build served by deploy/'s nginx.
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ONLY_THIS_MACHINE_ARG } from './scripts/lib/chromium.mjs';

// One worker per core: each drives a Chromium that keeps a core busy. On this two-core machine a
// third worker made the same tests slower (the en-GB sweep: 59 s with 3 workers, 51 s with 2, 72 s
// with 4), and on a machine busy with other work, more pages at once only wait longer each.
const asked = Number(process.env.E2E_WORKERS);
const workers = Number.isInteger(asked) && asked > 0 ? asked : availableParallelism();

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A retry would hide a flake: a test that fails once is a defect to fix.
  retries: 0,
  workers,
  timeout: 60_000,
  // The demo backend answers in 100 ms (DEFAULT_DEMO_LATENCY_MS) and a busy machine is slower still: web-first assertions wait up to 10 s.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'test-results/report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ONLY_THIS_MACHINE_ARG] },
    viewport: { width: 1280, height: 800 },
    // The scheme's home market: the browser's language picks a first visit's language (issue 20,
    // point 1), so a test starts from a French browser unless it says otherwise.
    locale: 'fr-FR',
    reducedMotion: 'reduce',
    // A service worker's requests would bypass the fence (tests/e2e/support/fence.ts).
    serviceWorkers: 'block',
    // A failed test keeps its trace (every action, the console, the network, the sources) and a
    // screenshot at the failure. The DOM snapshots and the screencast are left out: recording them
    // for every test made the suite 14 % slower (the en-GB sweep 47 s → 41 s without them), and a
    // failure is run again with them in a moment: `npx playwright test --grep "<its title>" --trace on`.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'demo', testDir: 'tests/e2e/demo' },
    { name: 'production', testDir: 'tests/e2e/production' },
    { name: 'nginx', testDir: 'tests/e2e/nginx' },
  ],
});
