import { proxy } from 'valtio';
import type { LoginError, LoginInput, LoginUser } from '../../core/auth/use-cases/login-user';
import type { LogoutUser } from '../../core/auth/use-cases/logout-user';
import type { RestoreSession } from '../../core/auth/use-cases/restore-session';
import type { User } from '../../core/profile/user';
import type { Result } from '../../core/shared/result';

export type SessionStatus = 'restoring' | 'anonymous' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  me: User | null;
  loggingIn: boolean;
}

export interface SessionStore {
  readonly state: SessionState;
  restore(): Promise<void>;
  /** Resolves with the use case's result; concurrent calls while one is running are refused. */
  login(input: LoginInput): Promise<Result<User, LoginError> | null>;
  logout(): Promise<void>;
  /** The session ended on its own (a refused refresh): forget the customer here too. */
  expired(): void;
  /** A customer who just signed up, or whose record changed (e.g. email verified). */
  signedIn(user: User): void;
}

export interface SessionUseCases {
  readonly login: Pick<LoginUser, 'execute'>;
  readonly logout: Pick<LogoutUser, 'execute'>;
  readonly restore: Pick<RestoreSession, 'execute'>;
}

/** The session as the screens see it. One per App, so every test starts clean. */
export function createSessionStore(useCases: SessionUseCases): SessionStore {
  const state = proxy<SessionState>({ status: 'restoring', me: null, loggingIn: false });
  const signedIn = (user: User) => {
    state.me = user;
    state.status = 'authenticated';
  };
  const signedOut = () => {
    state.me = null;
    state.status = 'anonymous';
  };

  // One restore per app, however often it is asked for (React's StrictMode runs effects twice).
  let restoring: Promise<void> | null = null;

  return {
    state,
    restore() {
      restoring ??= useCases.restore.execute().then((result) => {
        if (result.ok && result.value) signedIn(result.value);
        else signedOut();
      });
      return restoring;
    },
    async login(input) {
      if (state.loggingIn) return null;
      state.loggingIn = true;
      try {
        const result = await useCases.login.execute(input);
        if (result.ok) signedIn(result.value);
        return result;
      } finally {
        state.loggingIn = false;
      }
    },
    async logout() {
      await useCases.logout.execute();
      signedOut();
    },
    expired: signedOut,
    signedIn,
  };
}
