import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { RecordingMapLoader } from '../../../../fakes/adapters/recording-map';
import { lazyMapLoader } from '../../../../src/composition/map-loader';
import { useMap } from '../../../../src/ui/screens/places/use-map';
import { AppStoresContext } from '../../../../src/ui/state/app-stores';

function OneMap() {
  const { host, state } = useMap({ label: 'Map', initial: { centre: { lat: 0, lng: 0 }, zoom: 2 } });
  return <div ref={host} data-state={state.status} />;
}

describe('useMap: one map per screen, whatever React does', () => {
  it('draws one map when React runs the effect twice (development), the first opening given up before it draws', async () => {
    const maps = new RecordingMapLoader();
    const stores = { places: { maps } } as never;
    const { container } = render(
      <StrictMode>
        <AppStoresContext.Provider value={stores}>
          <OneMap />
        </AppStoresContext.Provider>
      </StrictMode>,
    );
    await waitFor(() => expect(container.firstElementChild).toHaveAttribute('data-state', 'ready'));
    expect(maps.maps).toHaveLength(1);
  });

  it('the lazy loader draws nothing for an opening given up while its code downloads', async () => {
    const opening = new AbortController();
    const loader = lazyMapLoader({ load: () => new Promise(() => {}) } as never);
    const host = document.createElement('div');
    const opened = loader.open(host, { label: 'Map', view: { centre: { lat: 0, lng: 0 }, zoom: 2 }, signal: opening.signal });
    opening.abort();
    await expect(opened).rejects.toThrow();
    expect(host.childElementCount).toBe(0);
  });
});
