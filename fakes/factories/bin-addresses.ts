import type { CountryCode } from '../../src/core/content/locale';
import type { Area, Street } from './bin-places';

/** How a market writes the address of a shop, and the details of a bin in it. */
export interface MarketAddress {
  /** The address of a bin on that street of that area; `draw` gives numbers in [0, 1) (house number, the rest of a post code). */
  address(street: Street, area: Area, draw: () => number): string;
  /** The bin's details: its shop's address and where in the shop it stands. */
  details(address: string, spot: string): string;
}

const UK_INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const CA_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';
const pick = (from: string, draw: () => number): string => from[Math.floor(draw() * from.length)] ?? from[0] ?? '';
const digit = (draw: () => number): number => Math.floor(draw() * 10);
/** A house number from 1 to `max`. */
const house = (max: number, draw: () => number): number => 1 + Math.floor(draw() * max);
const dashed = (address: string, spot: string) => `${address} — ${spot}`;

export const MARKET_ADDRESSES: Readonly<Record<CountryCode, MarketAddress>> = {
  fr: {
    address: (s, area, draw) => `${house(160, draw)} ${s.name}, ${s.postcode} ${area.city}`,
    details: dashed,
  },
  uk: {
    address: (s, area, draw) =>
      `${house(240, draw)} ${s.name}, ${area.city} ${s.postcode} ${digit(draw)}${pick(UK_INWARD_LETTERS, draw)}${pick(UK_INWARD_LETTERS, draw)}`,
    details: dashed,
  },
  ca: {
    address: (s, area, draw) =>
      `${house(700, draw)} ${s.name}, ${area.city}, ${area.region ?? ''} ${s.postcode} ${digit(draw)}${pick(CA_LETTERS, draw)}${digit(draw)}`,
    details: dashed,
  },
  us: {
    address: (s, area, draw) => `${house(1900, draw) + 99} ${s.name}, ${area.city}, ${area.region ?? ''} ${s.postcode}`,
    details: dashed,
  },
  // Japan numbers blocks, not houses: 〒 post code, prefecture and ward, district, chōme, ban and gō.
  jp: {
    address: (s, area, draw) => `〒${s.postcode} ${area.city}${s.name}${house(4, draw)}丁目${house(28, draw)}-${house(20, draw)}`,
    details: (address, spot) => `${address}（${spot}）`,
  },
};
