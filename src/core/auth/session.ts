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
