import { Factory } from 'fishery';
import type { Bin } from '../../src/core/places/bin';
import type { GeoPoint } from '../../src/core/places/country';
import { faker } from './faker';

const RETAILERS = [
  { id: 'r-green', name: 'GreenGrocer' },
  { id: 'r-market', name: 'Market Hall' },
  { id: 'r-corner', name: 'Corner Store' },
];

/** A pick-up bin within about 30 km of `around`. */
export const binFactory: Factory<Bin, { around: GeoPoint }> = Factory.define<Bin, { around: GeoPoint }>(({ sequence, transientParams }) => {
  const around = transientParams.around ?? { lat: 48.8566, lng: 2.3522 };
  const retailer = faker.helpers.arrayElement(RETAILERS);
  return {
    id: `bin-${sequence}`,
    lat: Number((around.lat + faker.number.float({ min: -0.25, max: 0.25 })).toFixed(5)),
    lng: Number((around.lng + faker.number.float({ min: -0.35, max: 0.35 })).toFixed(5)),
    details: `${retailer.name}, ${faker.location.streetAddress()}`,
    retailer,
  };
});
