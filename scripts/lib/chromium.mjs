// Debian's Chromium, which the build's prerender, the benchmarks and the browser tests drive through
// playwright-core (Playwright's own browser download cannot work here).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/**
 * For the browser tests: no host name resolves but the machine's own, so no request can leave for
 * another origin; the fence (tests/e2e/support/fence.ts) names each one that tried. A wall in the
 * browser instead of a route on every request: Playwright's routing pauses each request for the
 * test process and turns the HTTP cache off (the browser tests took 13 % longer with it).
 */
export const ONLY_THIS_MACHINE_ARG = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';
