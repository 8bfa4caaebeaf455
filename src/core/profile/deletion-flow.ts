import type { DomainError } from '../shared/domain-error';
import type { Result } from '../shared/result';
import { sendOutcome, type UnknownReason } from '../shared/send-outcome';

/**
 * Where an account deletion stands (issue 17): `form → confirming → done | unknown | refused | offline`.
 * - `unknown`: sent, and no usable answer came: the account may have been deleted. The customer is
 *   told so, and may send it again to find out.
 * - `done`: deleted — because the server said so, or (`inferred`) because the session ended right
 *   after an unanswered deletion: the server revokes every token of a deleted account, so a 401 or
 *   a refused renewal then means it was deleted.
 * - `refused`: the server (or the session) said no; the account is still there.
 * - `offline`: nothing left the device; the account is still there.
 */
export type DeletionStep =
  | { readonly kind: 'form' }
  | { readonly kind: 'confirming' }
  | { readonly kind: 'done'; readonly inferred: boolean }
  | { readonly kind: 'unknown'; readonly reason: UnknownReason }
  | { readonly kind: 'refused'; readonly error: DomainError }
  | { readonly kind: 'offline' };

export interface DeletionFlow {
  readonly step: DeletionStep;
  /** A deletion was sent without a usable answer, and nothing has settled it since. */
  readonly maybeDeleted: boolean;
}

export type DeletionEvent =
  | { readonly type: 'submit' }
  | { readonly type: 'answered'; readonly result: Result<void, DomainError> }
  /** The session ended on its own (a 401 that could not be renewed, a refused renewal). */
  | { readonly type: 'sessionEnded' };

export const initialDeletion: DeletionFlow = { step: { kind: 'form' }, maybeDeleted: false };

/** What a session that ends means for the account. */
const SESSION_ENDED: readonly DomainError['code'][] = ['unauthorized', 'session_expired'];

/** The deletion's rules as one pure function; the profile screen renders `step` and decides nothing. */
export function deletionStep(flow: DeletionFlow, event: DeletionEvent): DeletionFlow {
  const { step } = flow;
  switch (event.type) {
    case 'submit':
      return step.kind === 'confirming' || step.kind === 'done' ? flow : { ...flow, step: { kind: 'confirming' } };
    case 'sessionEnded':
      // Right after an unanswered deletion, or while one is being sent (the browser itself sends an
      // idempotent DELETE again when the first answer is lost: the second then meets the revoked
      // session), the session's end is the deletion's doing.
      return (flow.maybeDeleted || step.kind === 'confirming') && step.kind !== 'done'
        ? { maybeDeleted: false, step: { kind: 'done', inferred: true } }
        : flow;
    case 'answered': {
      if (step.kind !== 'confirming') return flow;
      if (event.result.ok) return { maybeDeleted: false, step: { kind: 'done', inferred: false } };
      const { error } = event.result;
      if (flow.maybeDeleted && SESSION_ENDED.includes(error.code)) return { maybeDeleted: false, step: { kind: 'done', inferred: true } };
      const outcome = sendOutcome(error);
      if (outcome.kind === 'offline') return { ...flow, step: { kind: 'offline' } };
      if (outcome.kind === 'unknown') return { maybeDeleted: true, step: { kind: 'unknown', reason: outcome.reason } };
      // The form's own checks (`invalid_input`: the password, the box) are shown on its fields.
      if (error.code === 'invalid_input') return { maybeDeleted: false, step: { kind: 'form' } };
      // Any other answer comes from an account that still exists.
      return { maybeDeleted: false, step: { kind: 'refused', error } };
    }
  }
}
