import { InMemoryBackend } from './backend/in-memory-backend';
import type { WorldState } from './backend/records';
import { DEMO_STORAGE_KEY, DEMO_STORAGE_VERSION } from './demo-constants';

/**
 * The save's key (fakes/demo-constants.ts) is versioned: a change of the world's shape bumps it, and
 * old saves are dropped, not misread.
 * v3: tokens carry their login family (and a used mark), and wrong-password times are kept.
 * v4: every category × status in each demo history, and an empty second account per market.
 * v5: payout methods kept whole per customer (`payout`), withdrawals' answers by idempotency key.
 * v6: bins in real neighbourhoods, at the markets' own retailers (a v5 save would keep the old ones).
 * v7: bins with their city, reading and reported status, and customers' reports of problems (issue 21).
 * v8: bins with their shop's address, where directions lead (issue 44).
 */
export { DEMO_STORAGE_KEY };
const OLDER_KEYS = Array.from({ length: DEMO_STORAGE_VERSION - 1 }, (_, i) => `circulo-demo-world:v${i + 1}`);

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isWorldState(value: unknown): value is WorldState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Array.isArray(v.users) &&
    typeof v.bins === 'object' &&
    typeof v.tokens === 'object' &&
    Array.isArray(v.outbox) &&
    Array.isArray(v.support) &&
    Array.isArray(v.spentResetTokens) &&
    typeof v.loginFailures === 'object' &&
    v.loginFailures !== null &&
    Array.isArray(v.idempotency) &&
    v.users.every((u: unknown) => typeof u === 'object' && u !== null && typeof (u as Record<string, unknown>).payout === 'object')
  );
}

/**
 * The demo world from storage if a valid save exists, else a fresh seeded one;
 * every later change is saved (coalesced into one write per task).
 */
export async function loadPersistedWorld(storage: Storage | null): Promise<InMemoryBackend> {
  let backend: InMemoryBackend | null = null;
  for (const key of OLDER_KEYS) storage?.removeItem(key);
  try {
    const saved: unknown = JSON.parse(storage?.getItem(DEMO_STORAGE_KEY) ?? 'null');
    if (isWorldState(saved)) backend = InMemoryBackend.fromState(saved);
  } catch {
    storage?.removeItem(DEMO_STORAGE_KEY);
  }
  // The seeding (faker and the factories) is loaded only for a new world: a returning visitor's demo
  // reads its save and starts without it (issue 22: the demo's server off the critical path).
  backend ??= await (await import('./demo-world')).createDemoWorld();
  const world = backend;
  let pending = false;
  const save = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      try {
        storage?.setItem(DEMO_STORAGE_KEY, JSON.stringify(world.state()));
      } catch {
        // Storage full or blocked: the demo still works, it just forgets on reload.
      }
    });
  };
  world.subscribe(save);
  save();
  return world;
}
