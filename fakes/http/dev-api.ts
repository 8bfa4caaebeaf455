import { LOCALES } from '../../src/core/content/locale';
import { createDemoWorld } from '../demo-world';
import { createFakeApi, type FakeApi } from './fake-api';

/**
 * The demo world behind the fake API, for `npm run dev:http` and the production browser tests:
 * the production build talks to it over real HTTP, same origin. With a `contentToken`, the fake
 * content service accepts that credential (dev:http makes a random one per run: none is committed).
 */
export async function createDevApi(contentToken?: string): Promise<FakeApi> {
  const backend = await createDemoWorld({ seed: 20261121 });
  backend.latencyMs = 150;
  // The content service answers for every language, with no edits: the app keeps its own texts.
  const translations = Object.fromEntries(LOCALES.map((l) => [l, {}]));
  return createFakeApi(backend, { ...(contentToken ? { contentToken } : {}), translations });
}
