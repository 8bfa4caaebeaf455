import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useStores } from '../../../state/app-stores';

/** Whole seconds until another verification code may be asked for (0 when it may), kept current every second. */
export function useResendWait(): number {
  const { codes } = useStores();
  const { lastSentAt } = useSnapshot(codes.state);
  const [, tick] = useState(0);
  const waitMs = codes.waitMs();
  useEffect(() => {
    if (waitMs <= 0) return;
    // Wakes when the shown second changes, not on a free-running interval.
    const timer = setTimeout(() => tick((n) => n + 1), waitMs % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [waitMs, lastSentAt]);
  return Math.ceil(waitMs / 1000);
}

/** `0:45`, `1:00`: a wait as a clock shows it. */
export const asClock = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
