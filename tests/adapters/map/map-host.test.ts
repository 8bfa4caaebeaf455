import { prepareHost } from '../../../src/adapters/map/ol-map-host';

describe('the map’s host element', () => {
  it('is named, reachable and styled while a map is on it, and given back as the screen made it', () => {
    const host = document.createElement('div');
    host.className = 'map';
    const restore = prepareHost(host, 'Map of the bins');
    expect(host).toHaveClass('map', 'circulo-map');
    expect(host).toHaveAttribute('role', 'region');
    expect(host).toHaveAttribute('aria-label', 'Map of the bins');
    expect(host.tabIndex).toBe(0);
    restore();
    expect(host.className).toBe('map');
    expect(host.hasAttribute('role') || host.hasAttribute('aria-label') || host.hasAttribute('tabindex')).toBe(false);
  });

  it('stays prepared for the map that took it when an earlier map on it is taken down late (React runs effects twice in development)', () => {
    const host = document.createElement('div');
    const first = prepareHost(host, 'Map');
    const second = prepareHost(host, 'Map');
    first();
    expect(host).toHaveClass('circulo-map');
    expect(host).toHaveAttribute('role', 'region');
    expect(host).toHaveAttribute('aria-label', 'Map');
    expect(host.tabIndex).toBe(0);
    // The map on it, taken down, gives the host back as the screen made it, not as the first map left it.
    second();
    expect(
      host.hasAttribute('class') || host.hasAttribute('role') || host.hasAttribute('aria-label') || host.hasAttribute('tabindex'),
    ).toBe(false);
  });
});
