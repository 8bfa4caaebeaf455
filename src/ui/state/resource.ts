import { useDeferredValue, useEffect, useMemo } from 'react';
import { proxy, ref, useSnapshot } from 'valtio';
import type { DomainError } from '../../core/shared/domain-error';
import type { Result } from '../../core/shared/result';

/** A piece of server state as the screens see it. */
export interface ResourceState<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The last value read (kept while a quiet read runs, and when it fails). Not proxied: domain values are immutable. */
  value: T | null;
  error: DomainError | null;
  /** A quiet read is under way: the value shown stays until the new one arrives. */
  refreshing: boolean;
}

/**
 * The one way the app reads server state (issue 17 point 1). A resource is owned by a store and
 * filled by a use case; every screen that shows it reads the same one. Only the newest read may land:
 * an older answer arriving late never overwrites a newer value.
 */
export interface Resource<T> {
  readonly state: ResourceState<T>;
  /**
   * What every reader calls when it appears: reads when nothing was read yet; reads again quietly a
   * value older than the freshness window or marked stale; else does nothing.
   */
  ensure(): void;
  /** Reads again showing the loading state (after an error: the Retry button). */
  reload(): void;
  /** Reads again quietly: a failure keeps the value shown. */
  refresh(): void;
  /**
   * Reads again quietly now and gives this read's own answer (landed as `refresh` lands it): a value
   * checked just before money is sent (issue 42: the payout destination).
   */
  check(): Promise<Result<T, DomainError>>;
  /** A newer value the server gave with another answer (the bank data after a save, the balance after a withdrawal). */
  set(value: T): void;
  /** Out of date: the next reader reads it again, quietly. */
  invalidate(): void;
  /** Forgotten: a screen showing it reads it again at once, showing the loading state; else the next reader does. */
  reset(): void;
}

export interface ResourceOptions {
  /** The time, in milliseconds. */
  readonly now: () => number;
  /** A value read this recently is not read again when another screen shows it. */
  readonly freshForMs?: number;
}

/** How long a value read is shown to a new reader without reading it again. */
const FRESH_FOR_MS = 10_000;

export function createResource<T>(read: () => Promise<Result<T, DomainError>>, options: ResourceOptions): Resource<T> {
  const state = proxy<ResourceState<T>>({ status: 'idle', value: null, error: null, refreshing: false });
  const freshFor = options.freshForMs ?? FRESH_FOR_MS;
  let latest = 0;
  let readAt = Number.NEGATIVE_INFINITY;
  let stale = false;
  let inFlight = false;

  const load = (quiet: boolean): Promise<Result<T, DomainError>> => {
    const attempt = ++latest;
    inFlight = true;
    stale = false;
    if (quiet) state.refreshing = true;
    else {
      state.status = 'loading';
      state.error = null;
    }
    const answer = read();
    void answer.then((result) => {
      if (attempt !== latest) return;
      inFlight = false;
      state.refreshing = false;
      if (result.ok) {
        readAt = options.now();
        state.value = keep(result.value);
        state.error = null;
        state.status = 'ready';
      } else if (!quiet || state.value === null) {
        state.error = result.error;
        state.status = 'error';
      }
    });
    return answer;
  };

  return {
    state,
    ensure() {
      if (inFlight) return;
      if (state.status === 'idle') load(false);
      else if (state.status === 'ready' && (stale || options.now() - readAt >= freshFor)) load(true);
    },
    reload: () => void load(false),
    refresh: () => void load(true),
    check: () => load(true),
    set(value) {
      latest += 1;
      inFlight = false;
      stale = false;
      readAt = options.now();
      state.value = keep(value);
      state.error = null;
      state.refreshing = false;
      state.status = 'ready';
    },
    invalidate() {
      stale = true;
    },
    reset() {
      latest += 1;
      inFlight = false;
      stale = false;
      readAt = Number.NEGATIVE_INFINITY;
      Object.assign(state, { status: 'idle', value: null, error: null, refreshing: false });
    },
  };
}

/** Domain values are immutable: kept as they are (valtio's `ref`), so a list of a thousand rows is not proxied. */
const keep = <T>(value: T): T => (typeof value === 'object' && value !== null ? (ref(value) as T) : value);

/** Members of one kind, one per question (the history per filter, the bins per market). */
export interface Family<Q, R> {
  get(question: Q): R;
  /** Every answer is out of date (a withdrawal added a row): each is read again, once, when shown. */
  invalidate(): void;
  /** The customer signed out: every answer is forgotten. */
  reset(): void;
}

/** Resources of one kind, one per question. */
export type ResourceFamily<Q, T> = Family<Q, Resource<T>>;

/** A family whose members `make` makes, each the first time its question is asked. */
export function familyOf<Q, R extends Pick<Resource<unknown>, 'reset'>>(
  keyOf: (question: Q) => string,
  make: (question: Q) => R,
): Family<Q, R> {
  const members = new Map<string, R>();
  return {
    get(question) {
      const key = keyOf(question);
      let member = members.get(key);
      if (!member) {
        member = make(question);
        members.set(key, member);
      }
      return member;
    },
    // Not a quiet refresh: a list shown without the row just added would not be true, even for a moment.
    invalidate: () => members.forEach((member) => member.reset()),
    reset: () => {
      members.forEach((member) => member.reset());
      members.clear();
    },
  };
}

export function createResourceFamily<Q, T>(
  keyOf: (question: Q) => string,
  read: (question: Q) => Promise<Result<T, DomainError>>,
  options: ResourceOptions,
): ResourceFamily<Q, T> {
  return familyOf(keyOf, (question) => createResource(() => read(question), options));
}

/**
 * Shows a resource: reads it when the component appears (see `ensure`), and re-renders as it changes.
 * `read: false` watches without asking for it (a value needed only in some cases).
 */
export function useResource<T>(resource: Resource<T>, read = true): ResourceState<T> {
  const now = useSnapshot(resource.state) as ResourceState<T>;
  // A value that arrives where none was shown renders in the background, in slices that yield to the
  // browser, not in the one long task of the store's update: a history's rows never block a tap
  // (issue 22: blocking time). Everything else shows at once: the loading state and an error (a Retry
  // answers the tap), and a change to a value already shown (a new default method, with its notification).
  const later = useDeferredValue(now);
  const arriving = useMemo((): ResourceState<T> => ({ ...now, status: 'loading' }), [now]);
  const snapshot = now.status === 'ready' && later.status !== 'ready' ? arriving : now;
  const idle = now.status === 'idle';
  // Again when it is forgotten while shown (an invalidated history), so the screen never waits on nothing.
  useEffect(() => {
    if (read) resource.ensure();
  }, [resource, idle, read]);
  return snapshot;
}
