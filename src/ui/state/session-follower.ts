import { subscribe } from 'valtio';
import type { SessionBroadcast } from '../../core/auth/ports/session-broadcast.port';
import type { SessionStore } from './session-store';

/**
 * Every open tab follows who is signed in on this browser (issue 42): a sign-in or a sign-out here is
 * told to the other tabs; what they tell, and what a call that found another customer's tokens tells,
 * reaches `onChanged` (SessionFollower looks again at the cookies, the truth, and follows them).
 */
export interface SessionFollower {
  onChanged(listener: () => void): () => void;
}

export function createSessionFollower(session: SessionStore, broadcast: SessionBroadcast): SessionFollower {
  const who = () => (session.state.status === 'restoring' ? undefined : (session.state.me?.id ?? null));
  let shown = who();
  subscribe(session.state, () => {
    const next = who();
    if (next === shown) return;
    shown = next;
    broadcast.announce();
  });
  return { onChanged: (listener) => broadcast.onAnnounced(listener) };
}
