// English-only faker: the demo bundle does not need every locale's data.
import { faker } from '@faker-js/faker/locale/en';

export { faker };

/** Seeds faker so that the same seed builds the same world. */
export const seedFaker = (seed: number): void => {
  faker.seed(seed);
};
