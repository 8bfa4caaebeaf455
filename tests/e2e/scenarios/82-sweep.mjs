// Issue 11, point 4: the route sweep. Every route of the spec (§2) with its dialogs and expanded
// items, in the five languages, on a phone and a desktop: one scenario per language and viewport
// (tests/e2e/sweep/sweep.mjs), each failing on axe, raw keys, text of another language, sideways
// scrolling on the phone, and (the harness) console errors, failed requests, other origins.
import { DESKTOP, PHONE, sweepScenario } from '../sweep/sweep.mjs';
import { LOCALES } from '../support/texts.mjs';

export const serve = 'demo';
/** The scenarios share nothing (each its own browser context and demo world): they may run side by side. */
export const parallel = true;

export const scenarios = LOCALES.flatMap((locale) => [PHONE, DESKTOP].map((viewport) => sweepScenario(locale, viewport)));
