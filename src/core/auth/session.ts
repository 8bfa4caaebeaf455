/** What the token call returns (spec §3), in the domain's words. */
export interface TokenPair {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Lifetime of both tokens, in seconds, as the server issued them (`expires_in`). */
  readonly expiresIn: number;
}

/** Tokens as a TokenStore gives them back: how long they had at issue, and how long they have left. */
export interface SavedTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Seconds LEFT before both tokens expire (not their lifetime at issue). */
  readonly secondsLeft: number;
  /** Their lifetime when they were issued (`expires_in`), in seconds. */
  readonly lifetime: number;
  /** The sign-in they belong to: made when a login or a sign-up saved them, kept through every renewal. */
  readonly session: string;
  /** Whose they are: the customer read with them after that sign-in; null until then (issue 42). */
  readonly owner: string | null;
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
  /** Accepted terms, which include being 16 or older. */
  readonly termsAccepted: boolean;
  readonly marketingConsent: boolean;
  readonly marketResearchConsent: boolean;
}

/** Renew the tokens at most this long before their end... */
export const REFRESH_MARGIN_SECONDS = 120;

/**
 * ...and, for short-lived tokens, once less than half their lifetime is left: renewing a 100 s token
 * 120 s before its end would renew it before every call.
 */
export const refreshMarginSeconds = (lifetime: number): number => Math.min(REFRESH_MARGIN_SECONDS, lifetime / 2);

/** Whether saved tokens are close enough to their end to be renewed before the next call. */
export const needsRenewal = (saved: SavedTokens): boolean => saved.secondsLeft < refreshMarginSeconds(saved.lifetime);
