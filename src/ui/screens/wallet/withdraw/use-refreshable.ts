import { useCallback, useEffect, useRef, useState } from 'react';
import type { Result } from '../../../../core/shared/result';
import type { AsyncState } from '../../../state/use-async';

export interface Refreshable<T> {
  readonly state: AsyncState<T>;
  /** Loads again, showing the loading state (after an error: the Retry button). */
  readonly reload: () => void;
  /** Reads again behind the scenes: the value shown stays until the new one arrives; a failure keeps it. */
  readonly refresh: () => void;
  /** A newer value the server gave with another answer (the bank data after a save, the balance after a withdrawal). */
  readonly set: (value: T) => void;
}

/**
 * A value read on mount, which the screen can reload, refresh quietly, or replace with a newer one,
 * without leaving what the customer is doing (the withdrawal form stays mounted meanwhile).
 */
export function useRefreshable<T>(run: () => Promise<Result<T>>): Refreshable<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const live = useRef(true);
  // Only the newest read may land: an older answer arriving late never overwrites a newer value.
  const latest = useRef(0);

  const load = useCallback(
    (quiet: boolean) => {
      const attempt = ++latest.current;
      void run().then((result) => {
        if (!live.current || attempt !== latest.current) return;
        if (result.ok) setState({ status: 'ready', value: result.value });
        else if (!quiet) setState({ status: 'error', error: result.error });
      });
    },
    // `run` is expected to be stable (a use case method).
    [], // eslint-disable-line react-hooks/exhaustive-deps
  );

  useEffect(() => {
    live.current = true;
    load(false);
    return () => {
      live.current = false;
    };
  }, [load]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    load(false);
  }, [load]);
  const refresh = useCallback(() => load(true), [load]);
  const set = useCallback((value: T) => {
    latest.current++;
    setState({ status: 'ready', value });
  }, []);
  return { state, reload, refresh, set };
}
