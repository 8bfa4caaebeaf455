import type { InMemoryBackend } from '../../fakes/backend/in-memory-backend';

type Call = 'balance' | 'transactions' | 'withdrawalTerms' | 'payoutMethods';

/**
 * Holds the server's answers to `calls` until the returned `release` is called: what a screen shows
 * while it waits (the device's copy, a loading state) can then be looked at.
 */
export function holdCalls(backend: InMemoryBackend, calls: readonly Call[]): () => void {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  for (const call of calls) {
    const original = backend[call].bind(backend) as (...args: unknown[]) => Promise<unknown>;
    (backend as unknown as Record<string, unknown>)[call] = async (...args: unknown[]) => {
      await released;
      return original(...args);
    };
  }
  return () => release();
}
