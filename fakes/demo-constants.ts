/**
 * What the demo's page knows of its fake server before loading it (the sign-in details on the login
 * screen, where the world is saved): this module imports nothing, so the demo's first paint shows them
 * without faker or the in-memory backend.
 */

/** One account per market, all alike, with a full history. */
export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo1234';
/** A second account per market: no history, a zero balance, a verified email (the empty state, a deletion that succeeds). */
export const DEMO_EMPTY_EMAIL = 'empty@example.com';

/**
 * Where the demo world is saved (fakes/persisted-world.ts). Versioned: a change of the world's shape
 * bumps it, and old saves are dropped, not misread.
 */
export const DEMO_STORAGE_VERSION = 8;
export const DEMO_STORAGE_KEY = `circulo-demo-world:v${DEMO_STORAGE_VERSION}`;
