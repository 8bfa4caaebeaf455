import { useEffect, useState, type ComponentType } from 'react';
import { LoadFailed } from '../Loaded/Loaded';
import { Loading } from '../Loading/Loading';
import { whenIdle } from './when-idle';

/** A part of a screen whose code loads apart, and the way to fetch it ahead. */
export type LaterPart<P> = ComponentType<P> & { readonly preload: () => Promise<unknown> };

/**
 * A part of a screen in a chunk of its own — a dialog, the next step of a flow — so that the screen's
 * first paint does not wait for it (issue 22). The screen fetches it once it is shown and the browser
 * is idle (`usePreloadWhenIdle`); once
 * loaded, the part renders at once, as if it were the screen's own. Reached before its code has
 * arrived, it says it is loading (its `Placeholder`, where the part has a loading state of its own); if its code cannot be had (no network, nothing cached), it says so
 * with Retry — nothing the customer typed elsewhere on the screen is lost, and nothing was sent.
 */
export function later<P extends object>(load: () => Promise<ComponentType<P>>, Placeholder?: ComponentType<P>): LaterPart<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null; // the next try loads again
        throw error;
      },
    ));

  function Part(props: P) {
    const [, setArrived] = useState(0);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      preload().then(
        () => live && setArrived((n) => n + 1),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [attempt]);
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    if (failed)
      return (
        <LoadFailed
          error="offline"
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      );
    return Placeholder ? <Placeholder {...props} /> : <Loading className="" />;
  }
  return Object.assign(Part, { preload });
}

/**
 * Fetches a screen's later parts — and the code of the use cases it sends, where it loads apart
 * (`deferredUseCase`) — once it is shown and the browser is idle: not in the screen's own commit,
 * where adding their modules and style sheets to the page made a long task (issue 22).
 */
export function usePreloadWhenIdle(...parts: readonly { readonly preload?: () => Promise<unknown> }[]): void {
  useEffect(
    () => whenIdle(() => parts.forEach((part) => void part.preload?.().catch(() => undefined))),
    // The parts are module constants: once per screen.
    [], // eslint-disable-line react-hooks/exhaustive-deps
  );
}
