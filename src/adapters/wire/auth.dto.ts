import type { SignUpData, TokenPair } from '../../core/auth/session';
import type { CountryCode } from '../../core/content/locale';
import type { SignUpBody, TokenBody } from '../../contract/auth.contract';
import { fieldsOf, positive, str } from './read';

/** POST /oauth/token's and POST /users' answer. */
export function toTokens(raw: unknown): TokenPair {
  const o = fieldsOf<TokenBody>(raw, 'token');
  return {
    accessToken: str(o.access_token, 'access_token'),
    refreshToken: str(o.refresh_token, 'refresh_token'),
    expiresIn: positive(o.expires_in, 'expires_in'),
  };
}

/** The sign-up body (assumed, docs/api-contract.md), without the client id the HTTP call adds. */
export const toSignUpBody = (data: SignUpData, country: CountryCode): SignUpBody => ({
  country_code: country,
  email: data.email,
  password: data.password,
  name: data.name,
  zip_code: data.zipCode,
  terms_accepted: data.termsAccepted,
  marketing_consent: data.marketingConsent,
  market_research_consent: data.marketResearchConsent,
});
