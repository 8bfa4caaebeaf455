import { useEffect, useEffectEvent, useRef } from 'react';
import { pointOf, type Bin } from '../../../../core/places/bin';
import type { GeoPoint } from '../../../../core/places/country';
import { MAP_ZOOM } from '../../../../core/places/map-view';
import type { MapView } from '../../../../core/places/ports/map.port';

/**
 * The locator's map follows the customer (issue 20, point 5): it marks "you are here" once the
 * position is known, and goes to the bins a search found — once per set of bins found, not on every
 * key that finds the same ones; a search that finds nothing, or a bin `chosen`, leaves it where it is.
 */
export function useMapFollows(
  map: MapView | null,
  { origin, words, found, chosen }: { origin: GeoPoint | null; words: string; found: readonly Bin[]; chosen: () => boolean },
): void {
  useEffect(() => map?.markHere(origin), [map, origin]);
  const lastFound = useRef('');
  const showFound = useEffectEvent(() => {
    if (!map || words.trim() === '' || found.length === 0 || chosen()) return;
    const ids = found.map((bin) => bin.id).join(' ');
    if (ids === lastFound.current) return;
    lastFound.current = ids;
    map.showAll(found.map(pointOf), MAP_ZOOM.street);
  });
  useEffect(() => showFound(), [map, words]);
}
