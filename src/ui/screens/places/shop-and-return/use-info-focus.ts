import { useEffect, type RefObject } from 'react';
import type { LocatorView } from './locator-state';

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

/** The info window's card, from its heading. */
const cardOf = (heading: HTMLElement | null) => heading?.closest('section') ?? null;

/**
 * The info window brought into view (spec §2; issue 44, point 7). Chosen in the list, it takes the
 * focus: floating on the map, the map is brought back into view (on a phone the list is under it);
 * a card under the map (`floating` false: a phone, large text, or no map), the card is. Chosen on the
 * map, a card under it is brought into view too — the customer tapped a pin and the card opened below
 * the screen's edge — while the focus stays where it was.
 */
export function useInfoInView(
  { focusInfo, reveal }: Pick<LocatorView, 'focusInfo' | 'reveal'>,
  floating: boolean,
  host: RefObject<HTMLElement | null>,
  infoHeading: RefObject<HTMLHeadingElement | null>,
): void {
  useEffect(() => {
    if (!focusInfo) return;
    if (floating) host.current?.scrollIntoView?.({ block: 'nearest' });
    else cardOf(infoHeading.current)?.scrollIntoView?.({ block: 'nearest' });
    infoHeading.current?.focus({ preventScroll: true });
  }, [focusInfo]); // eslint-disable-line react-hooks/exhaustive-deps -- only when a bin is chosen in the list
  useEffect(() => {
    if (reveal && !floating) cardOf(infoHeading.current)?.scrollIntoView?.({ block: 'nearest' });
  }, [reveal]); // eslint-disable-line react-hooks/exhaustive-deps -- only when a bin is chosen on the map
}
