import { AUTH_PATHS } from '../../src/contract/auth.contract';
import { PLACES_PATHS } from '../../src/contract/places.contract';
import { OAUTH_ERRORS, SERVER_CODES, type ServerError } from '../../src/contract/server-error.contract';
import { SUPPORT_PATHS } from '../../src/contract/support.contract';
import { USER_PATHS } from '../../src/contract/user.contract';
import { PAYOUT_PATHS, WALLET_PATHS } from '../../src/contract/wallet.contract';
import { PAYOUT_METHODS } from '../../src/core/wallet/payout-method';
import type { UntypedBody } from './body';

/** A call docs/api-contract.md marks **assumed** as a whole: the specification (§7) does not have it. */
export interface AssumedCall {
  /** As the contract's "Calls" table names it, without backticks: `POST /api/v2/oauth/token (refresh)`. */
  readonly call: string;
  readonly method: string;
  readonly path: string;
  /** For a path holding an id (`{id}` in `path`): the paths it stands for. */
  readonly pattern?: RegExp;
  /** One path it stands for, of a bin the demo world has (for the tests that call it). */
  readonly example?: string;
  /** Only the requests whose body this accepts (the refresh grant shares its path with the specification's token call). */
  readonly when?: (body: UntypedBody) => boolean;
  /** What a server that has only the specification's calls answers to it. */
  readonly answer: ServerError;
}

/** A path the server does not have. */
const NOT_FOUND: ServerError = { status: 404, code: SERVER_CODES.notFound, message: 'Not found' };

/**
 * The token endpoint is the specification's, the refresh grant is not: an OAuth server that does
 * not issue renewals answers `400 unsupported_grant_type` (RFC 6749 §5.2), not a 404 — it knows the path.
 */
const NO_REFRESH_GRANT: ServerError = {
  status: 400,
  code: OAUTH_ERRORS.unsupportedGrantType,
  message: 'The refresh_token grant is not supported',
};

const grantType = (body: UntypedBody): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>).grant_type : undefined;

/**
 * Every call the contract marks assumed as a whole, and what the specification's server answers to
 * it (`specOnly`): the one list (tests/fakes/spec-only-api.test.ts checks it against the contract's
 * table). Calls whose path is the specification's but whose fields or shape are assumed still answer.
 */
export const ASSUMED_CALLS: readonly AssumedCall[] = [
  {
    call: 'POST /api/v2/oauth/token (refresh)',
    method: 'POST',
    path: AUTH_PATHS.token,
    when: (body) => grantType(body) === 'refresh_token',
    answer: NO_REFRESH_GRANT,
  },
  { call: 'POST /api/v2/oauth/revoke (sign-out)', method: 'POST', path: AUTH_PATHS.revoke, answer: NOT_FOUND },
  { call: 'POST /api/v2/users (sign up)', method: 'POST', path: AUTH_PATHS.signUp, answer: NOT_FOUND },
  { call: 'DELETE /api/v2/user', method: 'DELETE', path: USER_PATHS.user, answer: NOT_FOUND },
  { call: 'POST /api/v2/user/verification/confirm', method: 'POST', path: USER_PATHS.confirmEmail, answer: NOT_FOUND },
  { call: 'PUT /api/v2/user/reset_password', method: 'PUT', path: AUTH_PATHS.resetPassword, answer: NOT_FOUND },
  { call: 'GET /api/v2/withdrawals/terms', method: 'GET', path: WALLET_PATHS.withdrawalTerms, answer: NOT_FOUND },
  { call: 'POST /api/v2/contact', method: 'POST', path: SUPPORT_PATHS.contact, answer: NOT_FOUND },
  { call: 'POST /api/v2/data_subject_requests', method: 'POST', path: SUPPORT_PATHS.dataSubjectRequests, answer: NOT_FOUND },
  {
    call: 'POST /api/v2/bins/{id}/reports',
    method: 'POST',
    path: `${PLACES_PATHS.bins}/{id}/reports`,
    pattern: new RegExp(`^${PLACES_PATHS.bins}/[^/]+/reports$`),
    example: `${PLACES_PATHS.bins}/fr-paris-oberkampf-1/reports`,
    answer: NOT_FOUND,
  },
  { call: 'POST /api/v2/payment_methods/notifications', method: 'POST', path: WALLET_PATHS.destinationNotifications, answer: NOT_FOUND },
  ...PAYOUT_METHODS.map((method): AssumedCall => ({
    call: 'DELETE /api/v2/payment_methods/{method}',
    method: 'DELETE',
    path: `${WALLET_PATHS.paymentMethods}/${PAYOUT_PATHS[method]}`,
    answer: NOT_FOUND,
  })),
];

/** The assumed call this request is, if it is one. */
export const assumedCall = (method: string, path: string, body: UntypedBody): AssumedCall | undefined =>
  ASSUMED_CALLS.find((c) => c.method === method && (c.pattern?.test(path) ?? c.path === path) && (c.when?.(body) ?? true));

/** Fields the contract marks assumed in a body the specification's calls take: its server does not read them. */
const ASSUMED_FIELDS: readonly { readonly method: string; readonly path: string; readonly field: string }[] = [
  // Issue 42: the destination the customer reviewed (docs/api-contract.md).
  { method: 'POST', path: WALLET_PATHS.withdrawals, field: 'payout_destination' },
];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const without = (fields: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));

/** The body as the specification's server reads it: the assumed fields left out (it ignores them). */
export function withoutAssumedFields(method: string, path: string, body: UntypedBody): UntypedBody {
  const ignored = ASSUMED_FIELDS.filter((f) => f.method === method && f.path === path).map((f) => f.field);
  if (ignored.length === 0 || !isObject(body)) return body;
  return without(body, ignored);
}

/** Fields the contract marks assumed in the rows (`data: [...]`) of an answer to a specification's call: its server does not send them. */
const ASSUMED_ANSWER_FIELDS: readonly { readonly method: string; readonly path: string; readonly fields: readonly string[] }[] = [
  // Issue 47 point 2: where a withdrawal is (its method, when it was sent and settled).
  { method: 'GET', path: WALLET_PATHS.transactions, fields: ['withdraw_type', 'sent_at', 'settled_at'] },
];

/** The answer as the specification's server would give it: the assumed fields of its rows left out. */
export function answerWithoutAssumedFields(method: string, path: string, body: unknown): unknown {
  const absent = ASSUMED_ANSWER_FIELDS.filter((f) => f.method === method && f.path === path).flatMap((f) => f.fields);
  if (absent.length === 0 || !isObject(body) || !Array.isArray(body.data)) return body;
  return { ...body, data: body.data.map((row: unknown) => (isObject(row) ? without(row, absent) : row)) };
}
