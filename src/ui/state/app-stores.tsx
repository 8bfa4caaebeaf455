import type { Container } from 'inversify';
import { createContext, useContext } from 'react';
import { TOKENS } from '../../composition/tokens';
import { createNotificationStore, type NotificationStore } from './notification-store';
import { createSessionStore, type SessionStore } from './session-store';
import { createVerificationCodes, type VerificationCodes } from './verification-code-store';

export interface AppStores {
  readonly session: SessionStore;
  readonly notifications: NotificationStore;
  /** The verification codes sent in this visit: the wait before another, and how many went out. */
  readonly codes: VerificationCodes;
  /** `headless` is read once at start and kept for the visit (an embedding app keeps it on every page). */
  readonly headless: boolean;
}

export function createAppStores(container: Container, headless: boolean): AppStores {
  const codes = createVerificationCodes(container.get(TOKENS.Clock));
  return {
    session: createSessionStore({
      login: container.get(TOKENS.LoginUser),
      logout: container.get(TOKENS.LogoutUser),
      restore: container.get(TOKENS.RestoreSession),
      signUp: container.get(TOKENS.SignUpUser),
      sendCode: codes.counting(container.get(TOKENS.SendVerificationCode)),
      confirmEmail: container.get(TOKENS.ConfirmEmail),
      updateProfile: container.get(TOKENS.UpdateProfile),

      deleteAccount: container.get(TOKENS.DeleteAccount),
    }),
    notifications: createNotificationStore(),
    codes,
    headless,
  };
}

export const AppStoresContext = createContext<AppStores | null>(null);

export function useStores(): AppStores {
  const stores = useContext(AppStoresContext);
  if (!stores) throw new Error('useStores needs an AppStoresContext provider');
  return stores;
}
