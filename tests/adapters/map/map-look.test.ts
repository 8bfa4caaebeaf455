import {
  animationMs,
  clusterClick,
  clusterLabel,
  DEFAULT_COLOURS,
  discAt,
  pinLook,
  readMapColours,
} from '../../../src/adapters/map/map-look';

const style = (values: Record<string, string>) => ({ getPropertyValue: (name: string) => values[name] ?? '' });
const media = (reduce: boolean) => ({
  matchMedia: (q: string) => ({ matches: reduce && q === '(prefers-reduced-motion: reduce)' }) as MediaQueryList,
});

describe('the map look', () => {
  it('takes its colours from the design tokens on the page', () => {
    const colours = readMapColours(
      style({
        '--color-brand': ' #123456',
        '--color-brand-strong': '#000001',
        '--color-map-sea': 'rgb(1 2 3)',
        '--color-map-land': '#eee',
      }),
    );
    expect(colours).toMatchObject({ pin: '#123456', pinSelected: '#000001', sea: 'rgb(1 2 3)', land: '#eee' });
    // tokens the page does not define keep the design's values
    expect(colours.border).toBe(DEFAULT_COLOURS.border);
    expect(colours.onPin).toBe(DEFAULT_COLOURS.onPin);
  });

  it('draws one bin as a pin and several close bins as a cluster showing their count', () => {
    expect(pinLook(1, 'en-US')).toEqual({ kind: 'pin', radius: 7 });
    expect(pinLook(12, 'en-US')).toMatchObject({ kind: 'cluster', label: '12' });
    const small = pinLook(2, 'en-US');
    const big = pinLook(10_000, 'en-US');
    if (small.kind !== 'cluster' || big.kind !== 'cluster') throw new Error('expected clusters');
    expect(big.radius).toBeGreaterThan(small.radius);
    expect(big.radius).toBeLessThanOrEqual(28);
    expect(small.radius).toBeGreaterThanOrEqual(14);
  });

  it("writes a cluster's count short, in the page's language", () => {
    expect(clusterLabel(1234, 'en-US')).toBe('1.2K');
    expect(clusterLabel(10_000, 'fr-FR')).toBe('10\u00a0k');
    expect(clusterLabel(10_000, 'ja-JP')).toBe('1万');
    expect(clusterLabel(950, '')).toBe('950');
    expect(clusterLabel(5, 'not a locale!')).toBe('5');
  });

  it('zooms in on a cluster, and opens the pin when zooming cannot separate its bins', () => {
    expect(clusterClick(['a', 'b'], false, 5, 19)).toEqual({ kind: 'zoom' });
    expect(clusterClick(['a', 'b'], true, 5, 19)).toEqual({ kind: 'select', id: 'a' });
    expect(clusterClick(['a', 'b'], false, 19, 19)).toEqual({ kind: 'select', id: 'a' });
    expect(clusterClick(['only'], false, 3, 19)).toEqual({ kind: 'select', id: 'only' });
  });

  it('moves without animation when the customer prefers reduced motion', () => {
    expect(animationMs(media(true))).toBe(0);
    expect(animationMs(media(false))).toBeGreaterThan(0);
  });

  it('finds the pin under a tap from the pins’ positions: the nearest disc within reach of a finger', () => {
    // resolution 10 map units per pixel: a pin of radius 7 px reaches 70 units, plus 6 px of tolerance
    const discs = [
      { x: 0, y: 0, radius: 7, item: 'a' },
      { x: 300, y: 0, radius: 20, item: 'cluster' },
    ];
    expect(discAt(discs, 60, 0, 10, 6)).toBe('a');
    expect(discAt(discs, 0, 125, 10, 6)).toBe('a'); // 12.5 px away: within 7 + 6
    expect(discAt(discs, 0, 140, 10, 6)).toBeNull(); // 14 px away
    expect(discAt(discs, 160, 0, 10, 6)).toBe('cluster'); // 16 px from a, 14 px from the cluster
    expect(discAt(discs, 120, 0, 10, 6)).toBe('a'); // within reach of both: 12 px from a, 18 px from the cluster
    expect(discAt(discs, 1000, 1000, 10, 6)).toBeNull();
    expect(discAt([], 0, 0, 10, 6)).toBeNull();
  });
});
