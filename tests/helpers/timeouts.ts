/**
 * For the screen tests (Vitest project "dom"): each renders the whole app through the real container
 * in jsdom and walks what a customer does, so its time is real work, not waiting. Idle, 74 of them
 * take over 0.5 s and the slowest 2.3 s; with both cores busy they take 3–5 times as long: a loaded
 * run (two busy processes and other test runs beside it) failed three of 1.1–1.5 s idle at Vitest's
 * default 5 s. A hang still fails, at 20 s. Tests in Node alone (core, contract, fakes, lint) keep
 * the default 5 s, but for the lint tests below.
 */
export const SCREEN_TEST_TIMEOUT = 20_000;

/**
 * For the lint tests that run ESLint on the project's whole configuration (typescript-eslint and its
 * parser loaded afresh): 2–4 s alone, past the default 5 s when both cores are busy.
 */
export const ESLINT_TIMEOUT = 30_000;

/** For the lint tests that compile all of core with the TypeScript compiler (a new program each time). */
export const COMPILER_TIMEOUT = 60_000;

/**
 * How long a screen test's `findBy…`/`waitFor` waits for what a customer would see (Testing
 * Library's default is 1 s). The first render of a screen imports its lazy chunk, transformed on
 * demand: idle well under a second, but 7 s was seen with a loaded run and other tests sharing the
 * two cores (load average 8). 10 s keeps such a run green; a screen that never comes still fails,
 * well inside SCREEN_TEST_TIMEOUT.
 */
export const FIND_TIMEOUT = 10_000;

/**
 * For the screen tests of a long list (the locator's 120 entries, queried by role and name): about
 * 3 s idle, but a search by name walks every button, and with the machine at load 10 one such test
 * took 22 s, past SCREEN_TEST_TIMEOUT. A hang still fails, at 60 s.
 */
export const LONG_LIST_TEST_TIMEOUT = 60_000;
