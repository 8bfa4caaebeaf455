/** What every /api/v2 call shares (docs/api-contract.md). */

/** The API's root; every path of the contract starts with it. */
export const API_ROOT = '/api/v2';

/** A successful answer's `{ data }`. */
export interface Envelope<T> {
  readonly data: T;
}

/** The header that makes POST /withdrawals safe to send again: one key per withdrawal the customer means. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
