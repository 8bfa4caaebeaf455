import { BIN_STATES } from '../../../src/core/places/bin-status';
import { DEFAULT_COLOURS, readMapColours } from '../../../src/adapters/map/map-look';
import { STATUS_LOOKS, statusPinSvg } from '../../../src/adapters/map/pin-status';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe("a pin's status (issue 21, point 2)", () => {
  it('gives each status its own colour and its own shape or glyph, so that colour alone never tells them apart', () => {
    const looks = BIN_STATES.map((state) => STATUS_LOOKS[state]);
    expect(new Set(looks.map((look) => DEFAULT_COLOURS[look.colour])).size).toBe(BIN_STATES.length);
    expect(new Set(looks.map((look) => `${look.shape}:${look.glyph}`)).size).toBe(BIN_STATES.length);
    expect(new Set(looks.map((look) => look.glyph)).size).toBe(BIN_STATES.length);
    // Full and out of order are not drawn as the usual disc.
    expect(STATUS_LOOKS.full.shape).not.toBe('disc');
    expect(STATUS_LOOKS.out_of_order.shape).not.toBe('disc');
    expect(STATUS_LOOKS.out_of_order.glyph).toBe('cross');
    expect(STATUS_LOOKS.unknown.glyph).toBe('question');
  });

  it('draws each status in a colour at least 3:1 against the land, the sea and its white glyph', () => {
    for (const state of BIN_STATES) {
      const colour = DEFAULT_COLOURS[STATUS_LOOKS[state].colour];
      for (const background of [DEFAULT_COLOURS.land, DEFAULT_COLOURS.sea, DEFAULT_COLOURS.onPin]) {
        expect(contrast(colour, background), `${state} on ${background}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("takes the status colours from the design tokens and puts them in the pin's image", () => {
    const colours = readMapColours({
      getPropertyValue: (name: string) => ({ '--color-warning': '#654321', '--color-danger': '#aa0000' })[name] ?? '',
    });
    expect(colours.statusFull).toBe('#654321');
    const full = statusPinSvg('full', colours, 22);
    const broken = statusPinSvg('out_of_order', colours, 22);
    expect(full).toContain('fill="#654321"');
    expect(broken).toContain('fill="#aa0000"');
    expect(full).toContain('<rect');
    expect(broken).not.toBe(full);
    expect(statusPinSvg('open', colours, 22)).toContain('width="22"');
  });
});
