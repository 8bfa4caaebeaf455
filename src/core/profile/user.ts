import type { CountryCode } from '../content/locale';

/** The customer as GET /api/v2/user describes them. */
export interface User {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly country: CountryCode;
  readonly zipCode: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly emailVerified: boolean;
  readonly marketingConsent: boolean;
  readonly marketResearchConsent: boolean;
}

/** What the customer may change themselves; email and ZIP code need customer care (spec §6). */
export type PersonalData = Partial<Pick<User, 'name' | 'address' | 'city' | 'state' | 'marketingConsent' | 'marketResearchConsent'>>;
