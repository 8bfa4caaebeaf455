// What the session store holds (session-store.ts), as the screens read it.
import { initialDeletion, type DeletionFlow } from '../../core/profile/deletion-flow';
import type { User } from '../../core/profile/user';
import type { SendVerificationCode } from '../../core/profile/use-cases/send-verification-code';
import type { DomainError } from '../../core/shared/domain-error';

export type SessionStatus = 'restoring' | 'anonymous' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  me: User | null;
  /**
   * Set when the saved session could not be checked at start (server unreachable or failing):
   * the site shows signed out, the tokens are kept, and `retryRestore` tries again.
   */
  restoreError: DomainError | null;
  /** A retry of the restore is under way. */
  retrying: boolean;
  /** The account deletion's step (core's state machine): kept here, where the session's end is known. */
  deletion: DeletionFlow;
}

/** The session when the app starts: being restored, nobody signed in. */
export const startingSession = (): SessionState => ({
  status: 'restoring',
  me: null,
  restoreError: null,
  retrying: false,
  deletion: initialDeletion,
});

/** What a use case's `execute` resolves to (its own typed result, kept as the core declares it). */
export type Outcome<U extends { execute: (...args: never[]) => Promise<unknown> }> = Awaited<ReturnType<U['execute']>>;

/** A new customer: signed in, and whether the first verification code went out. */
export interface SignedUp {
  readonly user: User;
  readonly codeSent: Outcome<SendVerificationCode>;
}
