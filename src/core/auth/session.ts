/** What the token call returns (spec §3), in the domain's words. */
export interface TokenPair {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Lifetime of both tokens, in seconds. */
  readonly expiresIn: number;
}

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** What a new customer gives at sign-up (spec §5). */
export interface SignUpData {
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly zipCode: string;
  /** Accepted terms, which include being over 16. */
  readonly termsAccepted: boolean;
  readonly marketingConsent: boolean;
  readonly marketResearchConsent: boolean;
}

/** Renew the tokens when less than this is left of their lifetime. */
export const REFRESH_MARGIN_SECONDS = 120;
