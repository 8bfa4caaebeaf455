import { useEffect, type RefObject } from 'react';

/**
 * Switched to a shared bin's market (issue 44, point 7): once that market's bins and its map are there
 * (`settled`), the bin's info window takes the focus — where the customer was going — rather than
 * leaving it nowhere, the offer's button having gone with the other market. Once, then `onArrived`.
 */
export function useFocusOnArrival(
  arriving: boolean,
  settled: boolean,
  infoHeading: RefObject<HTMLHeadingElement | null>,
  onArrived: () => void,
): void {
  useEffect(() => {
    if (!arriving || !settled) return;
    infoHeading.current?.focus();
    onArrived();
  }, [arriving, settled]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when both are true
}
