import { useCallback, useEffect, useState } from 'react';
import type { DomainError } from '../../core/shared/domain-error';
import type { Result } from '../../core/shared/result';

export type AsyncState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: DomainError }
  | { readonly status: 'ready'; readonly value: T };

/** Runs a use case on mount (and on `reload`), ignoring answers that arrive after unmount. */
export function useAsyncResult<T>(run: () => Promise<Result<T>>): [AsyncState<T>, () => void] {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void run().then((result) => {
      if (!live) return;
      setState(result.ok ? { status: 'ready', value: result.value } : { status: 'error', error: result.error });
    });
    return () => {
      live = false;
    };
    // `run` is expected to be stable (a use case method); `attempt` re-runs it on demand.
  }, [attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [state, reload];
}
