import { proxy, ref } from 'valtio';
import type { LoginInput, LoginUser } from '../../core/auth/use-cases/login-user';
import type { SignUpUser } from '../../core/auth/use-cases/sign-up-user';
import { deletionStep, initialDeletion, type DeletionEvent, type DeletionFlow } from '../../core/profile/deletion-flow';
import type { DeleteAccount, DeleteAccountInput } from '../../core/profile/use-cases/delete-account';
import type { ConfirmEmail } from '../../core/profile/use-cases/confirm-email';
import type { SendVerificationCode } from '../../core/profile/use-cases/send-verification-code';
import type { UpdateProfile } from '../../core/profile/use-cases/update-profile';
import type { ProfileInput } from '../../core/profile/personal-data';
import type { User } from '../../core/profile/user';
import { ok, type Result } from '../../core/shared/result';
import type { UseCasesNamed } from '../di/resolve-use-cases';
import type { SessionChange } from '../../core/auth/session-change';
import { startingSession, type Outcome, type SessionState, type SignedUp } from './session-state';

export interface SessionStore {
  readonly state: SessionState;
  restore(): Promise<void>;
  /**
   * While a saved session is restored at start: the customer it finds (null: none). Null when no saved
   * session is being restored. A customer page asks for its money beside it (issue 22 point 2).
   */
  restoringCustomer(): Promise<User | null> | null;
  /** After a failed restore: asks again; signs in when the server answers now. */
  retryRestore(): Promise<void>;
  /** Follows who is signed in on this browser now (issue 42); on `another`, SessionFollower starts the page again. */
  follow(): Promise<SessionChange>;
  /** Resolves with the use case's result; a call while one is running shares that one. */
  login(input: LoginInput): Promise<Outcome<LoginUser>>;
  logout(): Promise<void>;
  /**
   * The session ended on its own (a refused refresh): forget the customer here too. Says whether the
   * account was deleted — right after a deletion whose answer was lost, a session that ends means it
   * was (the server revokes every token of a deleted account).
   */
  expired(): 'expired' | 'deleted';
  /** Sign-up (spec §5): the new customer is signed in, then the first verification code is sent. */
  signUp(input: Parameters<SignUpUser['execute']>[0]): Promise<Result<SignedUp, Extract<Outcome<SignUpUser>, { ok: false }>['error']>>;
  /** Sends a verification code to the signed-in customer's address. */
  sendVerificationCode(): Promise<Outcome<SendVerificationCode>>;
  /** Confirms the address with the code; the customer's record then says verified. */
  confirmEmail(code: string): Promise<Outcome<ConfirmEmail>>;
  /** Saves the signed-in customer's personal data (their market's rules); `me` is then the saved record. */
  updateProfile(data: ProfileInput): Promise<Outcome<UpdateProfile>>;

  /**
   * Deletes the account (spec §5), through the deletion's state machine (`state.deletion`). When it is
   * deleted — said by the server, or inferred — `leave` runs first (the screen leaves the /user area,
   * which would otherwise send a signed-out visitor to login), then the customer is signed out here.
   */
  deleteAccount(input: DeleteAccountInput, leave: () => void): Promise<Outcome<DeleteAccount>>;
  /** A flow's code, where it loads apart from every page's: the page that runs it preloads it (`usePreloadWhenIdle`). */
  codeOf(flow: 'login' | 'signUp' | 'sendCode' | 'confirmEmail' | 'updateProfile' | 'deleteAccount'): {
    readonly preload?: () => Promise<unknown>;
  };
}

/** The use cases the session store runs, by the names it calls them. */
export const SESSION_USE_CASES = {
  login: 'LoginUser',
  logout: 'LogoutUser',
  restore: 'RestoreSession',
  check: 'CheckSignedInCustomer',
  signUp: 'SignUpUser',
  sendCode: 'SendVerificationCode',
  confirmEmail: 'ConfirmEmail',
  updateProfile: 'UpdateProfile',
  deleteAccount: 'DeleteAccount',
} as const;
export type SessionUseCases = UseCasesNamed<typeof SESSION_USE_CASES>;

/** The session as the screens see it, and the flows that change it. One per App, so every test starts clean. */
export function createSessionStore(useCases: SessionUseCases): SessionStore {
  const state = proxy<SessionState>({ ...startingSession(), deletion: ref(initialDeletion) as DeletionFlow });
  const deletion = (event: DeletionEvent) => {
    state.deletion = ref(deletionStep(state.deletion, event)) as DeletionFlow;
    return state.deletion.step;
  };
  const signedIn = (user: User) => {
    // A deletion belongs to its account: a new sign-in starts without one.
    if (state.deletion.step.kind === 'done' || (state.me !== null && state.me.id !== user.id))
      state.deletion = ref(initialDeletion) as DeletionFlow;
    state.me = user;
    state.status = 'authenticated';
    state.restoreError = null;
  };
  const signedOut = () => {
    state.me = null;
    state.status = 'anonymous';
  };

  const runRestore = async () => {
    const result = await useCases.restore.execute();
    if (result.ok) {
      state.restoreError = null;
      if (result.value) signedIn(result.value);
      else signedOut();
      return;
    }
    // Not reached or failing: signed out for now, tokens kept by the use case, retry offered.
    state.restoreError = result.error;
    // A customer who signed in meanwhile (the login form works while the server recovers) stays so.
    if (state.status !== 'authenticated') signedOut();
  };

  // One restore per app, however often it is asked for (React's StrictMode runs effects twice).
  let restoring: Promise<void> | null = null;
  // A saved session's customer once that restore is done (`me`: the one it signed in, or null); null without one.
  let found: Promise<User | null> | null = null;
  let loggingIn: Promise<Outcome<LoginUser>> | null = null;

  return {
    codeOf: (flow) => useCases[flow],
    state,
    restore() {
      if (!restoring) {
        const saved = useCases.restore.hasSavedSession();
        restoring = runRestore();
        if (saved) found = restoring.then(() => state.me);
      }
      return restoring;
    },
    restoringCustomer: () => (state.status === 'restoring' ? found : null),
    async follow() {
      // The restore at start reads the cookies itself.
      const checked = state.status === 'restoring' ? null : await useCases.check.execute(state.status === 'authenticated');
      const change = checked?.ok ? checked.value : 'none';
      if (change === 'signedOut' || change === 'another') signedOut();
      else if (change === 'signedIn') await runRestore();
      return change;
    },
    async retryRestore() {
      if (state.retrying || state.status === 'authenticated') return;
      state.retrying = true;
      try {
        await runRestore();
      } finally {
        state.retrying = false;
      }
    },
    login(input) {
      loggingIn ??= (async () => {
        try {
          const result = await useCases.login.execute(input);
          if (result.ok) signedIn(result.value);
          return result;
        } finally {
          loggingIn = null;
        }
      })();
      return loggingIn;
    },
    async logout() {
      // Over on this device at once; the server's revocation goes on its own (LogoutUser).
      useCases.logout.execute();
      signedOut();
    },
    expired() {
      const deleted = deletion({ type: 'sessionEnded' }).kind === 'done';
      signedOut();
      return deleted ? 'deleted' : 'expired';
    },
    async signUp(input) {
      const created = await useCases.signUp.execute(input);
      if (!created.ok) return created;
      signedIn(created.value);
      // The code goes out at once; the verify screen offers to send another.
      const codeSent = await useCases.sendCode.execute();
      return ok({ user: created.value, codeSent });
    },
    sendVerificationCode: () => useCases.sendCode.execute(),
    async confirmEmail(code) {
      const result = await useCases.confirmEmail.execute({ code });
      if (result.ok) signedIn(result.value);
      return result;
    },
    async updateProfile(data) {
      if (!state.me) return { ok: false, error: { code: 'unauthorized' } };
      const result = await useCases.updateProfile.execute({ data, country: state.me.country }, state.me.id);
      if (result.ok) signedIn(result.value);
      return result;
    },
    async deleteAccount(input, leave) {
      deletion({ type: 'submit' });
      const result = await useCases.deleteAccount.execute(input, state.me?.id ?? '');
      const before = state.deletion;
      const step = deletion({ type: 'answered', result });
      // Deleted, whatever the last call said (a refused renewal after a lost answer): nothing to show as a
      // failure. When the session's end already said so (SessionWatcher), it is not said twice.
      if (step.kind !== 'done') return result;
      if (state.deletion !== before) {
        leave();
        signedOut();
      }
      return ok(undefined);
    },
  };
}
