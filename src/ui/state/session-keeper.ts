import type { SessionEvents } from '../../core/auth/ports/session-events.port';
import type { RefreshSession } from '../../core/auth/use-cases/refresh-session';
import type { SessionStore } from './session-store';

/**
 * How a signed-in session ended on its own: it expired, the browser would not keep its renewed
 * tokens (`not_saved`: cookies refused), or (right after an unanswered deletion) the account is gone.
 */
export type SessionEnd = 'expired' | 'not_saved' | 'deleted';

/** The session's life between sign-in and sign-out: kept alive while the app is open, and its end told. */
export interface SessionKeeper {
  /** Renews the tokens when they are due (the cookies expire with them). */
  keepAlive(): void;
  /** Calls `listener` when a signed-in session ends on its own, once the session store has forgotten the customer. */
  onEnded(listener: (end: SessionEnd) => void): () => void;
}

export function createSessionKeeper(session: SessionStore, events: SessionEvents, refresh: Pick<RefreshSession, 'execute'>): SessionKeeper {
  return {
    keepAlive: () => void refresh.execute(),
    onEnded: (listener) =>
      events.onEnded((reason) => {
        if (session.state.status !== 'authenticated') return;
        const end = session.expired();
        listener(end === 'expired' && reason === 'session_not_saved' ? 'not_saved' : end);
      }),
  };
}
