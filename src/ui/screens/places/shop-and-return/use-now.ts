import { useEffect, useState } from 'react';
import { TOKENS } from '../../../../composition/tokens';
import { useInjection } from '../../../di/container-context';

/** The clock's time, read again every minute: a status's age ("reported 20 minutes ago") keeps true while the page stays open. */
export function useNow(everyMs = 60_000): Date {
  const clock = useInjection(TOKENS.Clock);
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now()), everyMs);
    return () => clearInterval(timer);
  }, [clock, everyMs]);
  return now;
}
