import { Factory } from 'fishery';
import { currencyOf, type CountryCode } from '../../src/core/content/locale';
import { money } from '../../src/core/shared/money';
import { hashPassword } from '../backend/password-hash';
import { NO_PAYOUT, type UserRecord } from '../backend/records';
import { faker } from './faker';
import { postcodeFor } from './postcode';

interface UserTransient {
  /** Clear-text password; only its salted hash is kept. */
  password: string;
}

/**
 * Customers as the server keeps them. Use `create` (async: it hashes the password);
 * `build` leaves an unusable hash, for records that never log in.
 */
export const userFactory: Factory<UserRecord, UserTransient> = Factory.define<UserRecord, UserTransient>(
  ({ sequence, params, transientParams, onCreate }) => {
    const country: CountryCode = params.country ?? 'fr';
    const salt = faker.string.alphanumeric(12);
    onCreate(async (user) => ({ ...user, passwordHash: await hashPassword(transientParams.password ?? 'password123', user.salt) }));
    return {
      id: `user-${sequence}`,
      email: faker.internet.email().toLowerCase(),
      name: faker.person.fullName(),
      country,
      zipCode: postcodeFor(country),
      address: faker.location.streetAddress(),
      city: faker.location.city(),
      state: faker.location.state(),
      emailVerified: true,
      marketingConsent: false,
      marketResearchConsent: false,
      passwordHash: '!',
      salt,
      balance: money(0, currencyOf(country)),
      transactions: [],
      payout: NO_PAYOUT,
    };
  },
);
