import { shiftToClear, type Box } from '../../../src/adapters/map/info-window-place';

const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, right: left + width, bottom: top + height });
const after = (b: Box, s: { dx: number; dy: number }): Box => box(b.left + s.dx, b.top + s.dy, b.right - b.left, b.bottom - b.top);
const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const within = (a: Box, frame: Box, margin: number) =>
  a.left >= frame.left + margin && a.top >= frame.top + margin && a.right <= frame.right - margin && a.bottom <= frame.bottom - margin;

// A phone's map (356 × 415) and a desktop's (760 × 576), each with its zoom buttons top left.
const PHONE_MAP = box(0, 0, 356, 415);
const DESKTOP_MAP = box(0, 0, 760, 576);
const ZOOM = box(8, 8, 44, 92);
const MARGIN = 16;

describe('where the info window goes: inside the map, clear of the zoom buttons', () => {
  it('stays where it is when it already is', () => {
    expect(shiftToClear(box(40, 150, 288, 180), PHONE_MAP, [ZOOM], MARGIN)).toEqual({ dx: 0, dy: 0 });
  });

  it.each([
    ['cut by the left edge', box(-100, 150, 288, 180), { dx: 116, dy: 0 }],
    ['cut by the right edge', box(200, 150, 288, 180), { dx: -148, dy: 0 }],
    ['cut by the bottom', box(40, 300, 288, 180), { dx: 0, dy: -81 }],
  ])('comes back into the map when %s', (_name, popup, shift) => {
    expect(shiftToClear(popup, PHONE_MAP, [ZOOM], MARGIN)).toEqual(shift);
  });

  it('on a phone, where it cannot pass beside the zoom buttons, goes below them (the pin centred in a list choice)', () => {
    const popup = box(34, 16, 288, 170);
    const shift = shiftToClear(popup, PHONE_MAP, [ZOOM], MARGIN);
    expect(shift).toEqual({ dx: 0, dy: 100 - 16 + MARGIN });
    expect(intersects(after(popup, shift), ZOOM)).toBe(false);
    expect(within(after(popup, shift), PHONE_MAP, MARGIN)).toBe(true);
  });

  it('on a desktop, beside them when that is the shorter way', () => {
    const popup = box(40, 60, 288, 170);
    const shift = shiftToClear(popup, DESKTOP_MAP, [ZOOM], MARGIN);
    expect(shift).toEqual({ dx: 52 + MARGIN - 40, dy: 0 });
  });

  it('out of the map and over the buttons at once (a pin in the top-left corner): both', () => {
    const popup = box(-120, -150, 288, 170);
    const shift = shiftToClear(popup, PHONE_MAP, [ZOOM], MARGIN);
    const placed = after(popup, shift);
    expect(within(placed, PHONE_MAP, MARGIN)).toBe(true);
    expect(intersects(placed, ZOOM)).toBe(false);
  });

  it('too tall for the map, keeps its top (its title and close button) in view', () => {
    const shift = shiftToClear(box(40, -50, 288, 600), PHONE_MAP, [], MARGIN);
    expect(shift).toEqual({ dx: 0, dy: 66 });
  });
});
