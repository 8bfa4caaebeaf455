/**
 * Tells every tab of this browser that who is signed in may have changed (a sign-in, a sign-out, a
 * session that ended, a call that found another customer's tokens), and hears it: each tab then reads
 * the shared cookies again, which are the truth (issue 42). The tab that announces hears it too.
 */
export interface SessionBroadcast {
  announce(): void;
  /** Returns the way to stop listening. */
  onAnnounced(listener: () => void): () => void;
}
