import type { BinState } from '../../core/places/bin-status';
import type { MapColours } from './map-look';

/**
 * How a pin says its bin's status (issue 21, point 2), decided here without OpenLayers: a shape, a
 * glyph and a colour each (WCAG 1.4.1: never the colour alone). Colours are the design tokens'
 * (success, warning, danger, muted ink), each ≥ 3:1 against the land, the sea and the white ring.
 */
export interface StatusLook {
  /** The outline: a disc (open, unknown), a rounded square (full) or an octagon (out of order, as a stop sign). */
  readonly shape: 'disc' | 'square' | 'octagon';
  /** The white mark inside: a check, three bars (filled to the top), a cross, a question mark. */
  readonly glyph: 'check' | 'bars' | 'cross' | 'question';
  readonly colour: keyof MapColours;
}

export const STATUS_LOOKS: Readonly<Record<BinState, StatusLook>> = {
  open: { shape: 'disc', glyph: 'check', colour: 'statusOpen' },
  full: { shape: 'square', glyph: 'bars', colour: 'statusFull' },
  out_of_order: { shape: 'octagon', glyph: 'cross', colour: 'statusOutOfOrder' },
  unknown: { shape: 'disc', glyph: 'question', colour: 'statusUnknown' },
};

/** A status pin's size on screen (CSS pixels, side of its square): big enough for its glyph on a phone. */
export const STATUS_PIN_SIZE = 22;
/** The selected status pin. */
export const SELECTED_STATUS_PIN_SIZE = 28;

/** Full or out of order (core's rule): what a cluster counts on its badge. */
export { isUnavailable as unavailable } from '../../core/places/bin-status';

const SHAPES: Readonly<Record<StatusLook['shape'], string>> = {
  disc: '<circle cx="12" cy="12" r="10.5"/>',
  square: '<rect x="2" y="2" width="20" height="20" rx="3"/>',
  octagon: '<path d="M7.7 1.5h8.6l6.2 6.2v8.6l-6.2 6.2H7.7l-6.2-6.2V7.7z"/>',
};

const GLYPHS: Readonly<Record<StatusLook['glyph'], string>> = {
  check: '<path d="M6.5 12.5l3.7 3.7 7.3-8"/>',
  bars: '<path d="M7 7.5h10M7 12h10M7 16.5h10"/>',
  cross: '<path d="M8 8l8 8M16 8l-8 8"/>',
  question: '<path d="M9 9.3a3 3 0 1 1 4.4 2.7c-.9.5-1.4 1-1.4 2v.6"/><path d="M12 17.6v.2"/>',
};

/**
 * The pin for a status as an SVG image (24 × 24 units, drawn at `size` pixels): its shape in its
 * colour with a white ring, its glyph in white. An image rather than a font's character: every
 * phone draws it the same.
 */
export function statusPinSvg(state: BinState, colours: MapColours, size: number): string {
  const look = STATUS_LOOKS[state];
  const fill = colours[look.colour];
  const ink = colours.onPin;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24">` +
    `<g fill="${fill}" stroke="${ink}" stroke-width="1.5">${SHAPES[look.shape]}</g>` +
    `<g fill="none" stroke="${ink}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[look.glyph]}</g>` +
    `</svg>`
  );
}

export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
