/**
 * How the scheme's server reports a failure (spec §7–§8, docs/api-contract.md): the error as the
 * client reads it off the wire, the two bodies that carry it, and the server's own codes. The one
 * list: the app's mapping to domain codes (src/adapters/wire/server-errors.ts) and the fake server
 * (fakes/backend) both name codes from here.
 */

/** An error as the scheme's server reports it: HTTP status, its own code and message. */
export interface ServerError {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  /** From a 429's Retry-After header: seconds to wait before trying again. */
  readonly retryAfterSeconds?: number;
  /** From a 422's `fields`: the request body's field name → the app's error code for it (docs/api-contract.md). */
  readonly fields?: Readonly<Record<string, string>>;
  /** Assumed (issue 21): with a request already made (`already_reported`), when the earlier one was received (ISO instant). */
  readonly since?: string;
}

/** The body of an API error: `{ code, message }`, plus `fields` for field errors (RS_0002). */
export interface ErrorBody {
  readonly code: string;
  readonly message: string;
  readonly fields?: Readonly<Record<string, string>>;
  readonly since?: string;
}

/** The token endpoint's errors (RFC 6749 §5.2). */
export interface OAuthErrorBody {
  readonly error: string;
  readonly error_description: string;
}

/** The server's codes (spec §8; the ones the specification does not name are assumed, docs/api-contract.md). */
export const SERVER_CODES = {
  wrongPassword: 'LB_0102',
  unauthorized: 'LB_0401',
  /** Anything else; on a 4xx a refusal, on a 5xx the server failed (it may have done the work). */
  somethingWentWrong: 'RS_0001',
  /** 422 with `fields`. */
  validationFailed: 'RS_0002',
  notFound: 'RS_0404',
  rateLimited: 'RL_0001',
  emailTaken: 'SU_0001',
  termsNotAccepted: 'SU_0002',
  passwordLinkUsed: 'RP_0001',
  codeNotRecognised: 'VE_0001',
  deleteBlockedBalance: 'DA_0001',
  deleteBlockedPending: 'DA_0002',
  payoutMethodNotSetUp: 'PM_0001',
  /** A method a pending withdrawal is paid to: it cannot be removed (assumed, issues 20 and 44). */
  payoutMethodInUse: 'PM_0002',
  emailNotVerified: 'WD_0001',
  amountInvalid: 'WD_0002',
  amountAboveBalance: 'WD_0003',
  withdrawalMethodNotSetUp: 'WD_0004',
  amountBelowMinimum: 'WD_0005',
  withdrawalTermsChanged: 'WD_0006',
  /** 409: the payout destination named by the request is not the one the server would pay (assumed, issue 42). */
  payoutDestinationChanged: 'WD_0007',
  /** An idempotency key reused for another body: the client's bug, never the customer's. */
  idempotencyKeyReused: 'IK_0001',
  /** 409: this customer's report on this bin is still open (assumed, issue 21), with `since`. */
  binAlreadyReported: 'BR_0001',
} as const;

export type ServerCode = (typeof SERVER_CODES)[keyof typeof SERVER_CODES];

/** OAuth 2 errors (RFC 6749 §5.2) of the token endpoint: the wire carries them as an `OAuthErrorBody`. */
export const OAUTH_ERRORS = {
  invalidGrant: 'invalid_grant',
  invalidClient: 'invalid_client',
  invalidRequest: 'invalid_request',
  unsupportedGrantType: 'unsupported_grant_type',
} as const;

export type OAuthError = (typeof OAUTH_ERRORS)[keyof typeof OAUTH_ERRORS];

export const isOAuthError = (code: string): code is OAuthError => (Object.values(OAUTH_ERRORS) as readonly string[]).includes(code);
