import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import CircleStyle from 'ol/style/Circle';
import Icon from 'ol/style/Icon';
import type Style from 'ol/style/Style';
import { DEFAULT_COLOURS } from '../../../src/adapters/map/map-look';
import { pinStyles } from '../../../src/adapters/map/ol-styles';
import type { PinGroup } from '../../../src/adapters/map/pin-grid';

const styles = pinStyles(DEFAULT_COLOURS, () => 'en-US');
const mark = (group: Omit<PinGroup, 'x' | 'y'>) => {
  const feature = new Feature({ geometry: new Point([0, 0]) });
  feature.set('group', { x: 0, y: 0, ...group });
  return feature;
};
const list = (style: Style | Style[]) => (Array.isArray(style) ? style : [style]);
const imageSrc = (style: Style | Style[]) => {
  const image = list(style).at(-1)?.getImage();
  return image instanceof Icon ? decodeURIComponent(image.getSrc() ?? '') : null;
};

describe("the pins layer's styles", () => {
  it('draws a pin without status exactly as before: the brand-green disc', () => {
    const style = list(styles.clusterOrPin(mark({ members: [0], unavailable: 0 })));
    const image = style[0]?.getImage();
    expect(image).toBeInstanceOf(CircleStyle);
    expect((image as CircleStyle).getFill()?.getColor()).toBe(DEFAULT_COLOURS.pin);
  });

  it('draws each status with its own image: its colour and its shape differ', () => {
    const open = imageSrc(styles.clusterOrPin(mark({ members: [0], unavailable: 0, status: 'open' })));
    const full = imageSrc(styles.clusterOrPin(mark({ members: [0], unavailable: 1, status: 'full' })));
    const broken = imageSrc(styles.clusterOrPin(mark({ members: [0], unavailable: 1, status: 'out_of_order' })));
    const unknown = imageSrc(styles.clusterOrPin(mark({ members: [0], unavailable: 0, status: 'unknown' })));
    expect(open).toContain(`fill="${DEFAULT_COLOURS.statusOpen}"`);
    expect(full).toContain(`fill="${DEFAULT_COLOURS.statusFull}"`);
    expect(full).toContain('<rect');
    expect(broken).toContain(`fill="${DEFAULT_COLOURS.statusOutOfOrder}"`);
    expect(unknown).toContain(`fill="${DEFAULT_COLOURS.statusUnknown}"`);
    expect(new Set([open, full, broken, unknown]).size).toBe(4);
  });

  it('marks a cluster with a badge saying how many of its bins take no returns, and a plain cluster with none', () => {
    const plain = list(styles.clusterOrPin(mark({ members: [0, 1, 2], unavailable: 0 })));
    const marked = list(styles.clusterOrPin(mark({ members: [0, 1, 2], unavailable: 1 })));
    expect(plain).toHaveLength(1);
    expect(plain[0]?.getText()?.getText()).toBe('3');
    expect(marked).toHaveLength(2);
    expect(marked[0]?.getText()?.getText()).toBe('3');
    const badge = marked[1]?.getText();
    expect(badge?.getText()).toBe('!1');
    expect(badge?.getOffsetX()).toBeGreaterThan(0);
    expect(badge?.getOffsetY()).toBeLessThan(0);
  });

  it('draws the selected pin with its status, inside the focus ring', () => {
    const selected = new Feature({ geometry: new Point([0, 0]), status: 'out_of_order' });
    const style = styles.selected(selected);
    expect(style).toHaveLength(2);
    expect((style[0]?.getImage() as CircleStyle).getStroke()?.getColor()).toBe(DEFAULT_COLOURS.focus);
    expect(imageSrc(style)).toContain(`fill="${DEFAULT_COLOURS.statusOutOfOrder}"`);
    const plain = styles.selected(new Feature({ geometry: new Point([0, 0]) }));
    expect((plain[1]?.getImage() as CircleStyle).getFill()?.getColor()).toBe(DEFAULT_COLOURS.pinSelected);
  });
});
