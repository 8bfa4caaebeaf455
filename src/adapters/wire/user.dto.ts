import { COUNTRY_CODES, type CountryCode } from '../../core/content/locale';
import type { PersonalData, User } from '../../core/profile/user';
import type { UserDto, UserPatchBody } from '../../contract/user.contract';
import { bool, fail, fieldsOf, optStr, str } from './read';

export function toUser(v: unknown): User {
  const o = fieldsOf<UserDto>(v, 'user');
  const country = (COUNTRY_CODES as readonly string[]).includes(String(o.country_code)) ? (o.country_code as CountryCode) : fail('country');
  return {
    id: String(o.id ?? fail('id')),
    email: str(o.email, 'email'),
    name: optStr(o.name) ?? '',
    country,
    zipCode: optStr(o.zip_code) ?? '',
    address: optStr(o.address) ?? '',
    city: optStr(o.city) ?? '',
    state: optStr(o.state) ?? '',
    emailVerified: bool(o.email_verified),
    marketingConsent: bool(o.marketing_consent),
    marketResearchConsent: bool(o.market_research_consent),
  };
}

/** PATCH /user's body: what the profile form changes (never the email or the ZIP code). */
export const userPatchBody = (data: PersonalData): UserPatchBody => ({
  name: data.name,
  address: data.address,
  city: data.city,
  state: data.state,
  marketing_consent: data.marketingConsent,
  market_research_consent: data.marketResearchConsent,
});
