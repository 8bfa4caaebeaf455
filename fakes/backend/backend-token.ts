import type { Token } from '../../src/composition/tokens';
import type { InMemoryBackend } from './in-memory-backend';

/** Bound by the test profile so that tests can arrange the world and look at it afterwards. */
export const FAKE_BACKEND = Symbol.for('app.fake.InMemoryBackend') as Token<InMemoryBackend>;
