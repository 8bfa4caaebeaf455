import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a button stays disabled after `rate_limited` when the server does not say. */
export const DEFAULT_RETRY_AFTER_SECONDS = 30;

/** The state a sending button shows: busy while sending, blocked for a while after `rate_limited`. */
export interface SubmitState {
  readonly submitting: boolean;
  /** Which of several buttons sharing the guard is sending (a payout method's), when one is named. */
  readonly target: string | null;
  /** Seconds the server asked to wait, while that wait lasts; null otherwise. */
  readonly retryAfterSeconds: number | null;
}

export interface Submission {
  readonly state: SubmitState;
  /**
   * Runs `send` unless a sending is under way or the server's wait lasts: then it does nothing and
   * resolves to null. Forms (useForm) and buttons outside a form (confirm, set as default, delete)
   * both send through this, so nothing is ever sent twice by a double tap.
   */
  guard<R>(send: () => Promise<R>, target?: string): Promise<R | null>;
  /** After `rate_limited`: the buttons stay disabled for the server's wait (or a default one). */
  holdFor(seconds: number | undefined): void;
}

/** The one single-submission guard (issue 17 point 2). */
export function useSubmission(): Submission {
  const busy = useRef(false);
  const blocked = useRef(false);
  const [sending, setSending] = useState<{ readonly target: string | null } | null>(null);
  const [retryAfterSeconds, setRetryAfterSeconds] = useState<number | null>(null);

  // The wait after `rate_limited`; ends on its own, and with the component.
  useEffect(() => {
    if (retryAfterSeconds === null) return;
    blocked.current = true;
    const timer = setTimeout(() => {
      blocked.current = false;
      setRetryAfterSeconds(null);
    }, retryAfterSeconds * 1000);
    return () => clearTimeout(timer);
  }, [retryAfterSeconds]);

  const guard = useCallback(async <R>(send: () => Promise<R>, target?: string): Promise<R | null> => {
    if (busy.current || blocked.current) return null;
    busy.current = true;
    setSending({ target: target ?? null });
    try {
      return await send();
    } finally {
      busy.current = false;
      setSending(null);
    }
  }, []);

  const holdFor = useCallback((seconds: number | undefined) => {
    blocked.current = true;
    setRetryAfterSeconds(seconds !== undefined && seconds > 0 ? Math.ceil(seconds) : DEFAULT_RETRY_AFTER_SECONDS);
  }, []);

  return { state: { submitting: sending !== null, target: sending?.target ?? null, retryAfterSeconds }, guard, holdFor };
}
