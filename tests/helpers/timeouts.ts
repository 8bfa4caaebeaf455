/**
 * For the screen tests that walk a whole flow through the real container (several screens one after
 * another, or a list of a hundred entries drawn in jsdom): 1–2 s each on an idle machine, past
 * Vitest's default 5 s when both cores are busy with other work (seen at 5.1–7.8 s with another test
 * run and two busy processes beside them). Named where it is used; every other test keeps the default.
 */
export const WHOLE_FLOW_TIMEOUT = 20_000;
