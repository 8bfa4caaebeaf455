import type { CountryCode } from '../../src/core/content/locale';
import { faker } from './faker';

/** Letters each position of a post code may hold, per the national rules (Royal Mail, Canada Post). */
const UK_AREAS = ['SW', 'SE', 'EC', 'WC', 'N', 'NW', 'E', 'W', 'M', 'B', 'L', 'LS', 'G', 'EH', 'CF', 'BS', 'OX', 'CB'];
const UK_INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const CA_FIRST_LETTERS = 'ABCEGHJKLMNPRSTVXY';
const CA_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

const letter = (from: string) => faker.helpers.arrayElement([...from]);
const digit = (min = 0) => String(faker.number.int({ min, max: 9 }));

/**
 * A real-looking post code of the country, as its people write it: US "20001", UK "SW1A 1AA",
 * Canada "K1A 0B1", France "75011", Japan "100-0001".
 */
export function postcodeFor(country: CountryCode): string {
  switch (country) {
    case 'us':
      return `${digit(1)}${faker.string.numeric(4)}`;
    case 'uk':
      return `${faker.helpers.arrayElement(UK_AREAS)}${digit(1)} ${digit()}${letter(UK_INWARD_LETTERS)}${letter(UK_INWARD_LETTERS)}`;
    case 'ca':
      return `${letter(CA_FIRST_LETTERS)}${digit()}${letter(CA_LETTERS)} ${digit()}${letter(CA_LETTERS)}${digit()}`;
    case 'fr': {
      // Metropolitan departments 01–95 (Corsica is 20, written 2A/2B in other codes, but 20xxx in post codes).
      const department = String(faker.number.int({ min: 1, max: 95 })).padStart(2, '0');
      return `${department}${faker.string.numeric(3)}`;
    }
    case 'jp':
      return `${digit(1)}${faker.string.numeric(2)}-${faker.string.numeric(4)}`;
  }
}
