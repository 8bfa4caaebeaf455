import { domainError, type DomainError } from '../core/shared/domain-error';
import { err, type Result } from '../core/shared/result';

/** A method whose errors include `offline`, as every gateway's do (its transport can fail). */
type NetworkBound<F> = F extends (...args: infer _A) => Promise<Result<unknown, infer E>>
  ? DomainError<'offline'> extends E
    ? F
    : never
  : never;
/** A port made only of such methods. */
export type Deferrable<T> = { readonly [K in keyof T]: NetworkBound<T[K]> };

/**
 * A port whose adapter is loaded on its first call, not before, and once (`loadOnce`): each method
 * awaits the load and then calls the adapter's own. If the adapter cannot be loaded (its script did
 * not arrive), nothing left the device: the call ends `offline` — never as a lost answer, which would
 * tell of a withdrawal that it may have been made — and the next call tries again. `methods` names every method of the port (checked by the compiler), since nothing is loaded to ask.
 */
export function deferredPort<T extends Deferrable<T>>(loadAdapter: () => Promise<T>, methods: { readonly [K in keyof T]: true }): T {
  const load = loadOnce(loadAdapter);
  const port: Partial<Record<keyof T, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const name of Object.keys(methods) as Array<keyof T>) {
    port[name] = async (...args: unknown[]) => {
      let adapter: T;
      try {
        adapter = await load();
      } catch {
        return err(domainError('offline'));
      }
      const method = adapter[name] as (...args: unknown[]) => Promise<unknown>;
      return method.apply(adapter, args);
    };
  }
  return port as T;
}

/** What a deferred use case answers when its code cannot be loaded: nothing was sent (see deferredUseCase). */
export const NOT_LOADED = err(domainError('offline'));

/**
 * `load` run once, its promise kept for every later call; a load that failed (its script did not
 * arrive) is run again on the next call instead of failing for good.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

/**
 * A use case loaded on its first use, not with the first page (a screen's own action, kept out of the
 * home route's script), as a port's adapter is: if its code cannot be loaded, nothing was sent, and the
 * call answers `unloaded` — for a use case answering a Result, `offline` — and the next call tries
 * again. `preload` fetches its code ahead: the screen that sends it does, once shown and the browser
 * idle (`usePreloadWhenIdle`), so that the customer's first tap does not wait for it.
 */
export function deferredUseCase<A extends unknown[], O>(
  load: () => Promise<{ execute(...input: A): Promise<O> }>,
  unloaded: O,
): { execute(...input: A): Promise<O>; readonly preload?: () => Promise<unknown> } {
  const loaded = loadOnce(load);
  return {
    preload: loaded,
    async execute(...input: A) {
      let useCase: { execute(...input: A): Promise<O> };
      try {
        useCase = await loaded();
      } catch {
        return unloaded;
      }
      return useCase.execute(...input);
    },
  };
}
