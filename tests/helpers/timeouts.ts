/**
 * For the screen tests that walk a whole flow through the real container (several screens one after
 * another, or a list of a hundred entries drawn in jsdom): 1–2 s each on an idle machine, past
 * Vitest's default 5 s when both cores are busy with other work (seen at 5.1–7.8 s with another test
 * run and two busy processes beside them). Named where it is used; every other test keeps the default.
 */
export const WHOLE_FLOW_TIMEOUT = 20_000;

/**
 * For the lint tests that run ESLint on the project's whole configuration (typescript-eslint and its
 * parser loaded afresh): 2–4 s alone, past the default 5 s when both cores are busy.
 */
export const ESLINT_TIMEOUT = 30_000;

/** For the lint tests that compile all of core with the TypeScript compiler (a new program each time). */
export const COMPILER_TIMEOUT = 60_000;
