/**
 * Why a session ended on its own: its renewal was refused or is impossible (`session_expired`), or
 * the browser would not keep the renewed tokens (`session_not_saved`: cookies refused or full), which
 * the customer can mend, and is told how (issue 42).
 */
export type SessionEndReason = 'session_expired' | 'session_not_saved';

/** Tells whoever listens (the UI) that the session ended on its own, e.g. a refused refresh, and why. */
export interface SessionEvents {
  ended(reason: SessionEndReason): void;
  /** Returns the way to stop listening. */
  onEnded(listener: (reason: SessionEndReason) => void): () => void;
}
