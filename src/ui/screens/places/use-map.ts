import { useEffect, useRef, useState } from 'react';
import type { MapOptions, MapView, MapViewState } from '../../../core/places/ports/map.port';
import { useStores } from '../../state/app-stores';

export type MapState = { readonly status: 'loading' } | { readonly status: 'ready'; readonly map: MapView } | { readonly status: 'failed' };

/** What a screen opens its map with; read once, when the map opens. */
export type MapOpening = Omit<MapOptions<HTMLElement>, 'view'> & { readonly initial: MapViewState };

/**
 * Opens the map in `host` once, on `initial` (what it is opened with is not re-applied: the screen
 * moves it with `show`), with `popup` as its info window. The drawing library is a chunk of its own:
 * when it cannot be downloaded the state is `failed` and the screen carries on without a map.
 */
export function useMap(opening: MapOpening) {
  const loader = useStores().places.maps;
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>({ status: 'loading' });
  const options = useRef(opening);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let live = true;
    let opened: MapView | null = null;
    const givingUp = new AbortController();
    const { initial, ...rest } = options.current;
    loader.open(element, { ...rest, view: initial, signal: givingUp.signal }).then(
      (map) => {
        if (!live) return map.destroy();
        opened = map;
        setState({ status: 'ready', map });
      },
      () => {
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
      givingUp.abort();
      opened?.destroy();
    };
  }, [loader]);
  return { host, state };
}
