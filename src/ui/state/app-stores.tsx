import type { Container } from 'inversify';
import { createContext, useContext } from 'react';
import { subscribe } from 'valtio';
import { TOKENS } from '../../composition/tokens';
import { createNotificationStore, type NotificationStore } from './notification-store';
import { resolveUseCases } from '../di/resolve-use-cases';
import { createSessionKeeper, type SessionKeeper } from './session-keeper';
import { createSessionStore, SESSION_USE_CASES, type SessionStore } from './session-store';
import { createWalletStore, WALLET_USE_CASES, type WalletStore } from './wallet-store';
import { createResourceFamily, type ResourceFamily } from './resource';
import type { CountryCode } from '../../core/content/locale';
import type { BinsFound } from '../../core/places/bin';
import type { MapLoader } from '../../core/places/ports/map.port';
import { createVerificationCodes, type VerificationCodes } from './verification-code-store';

export interface AppStores {
  readonly session: SessionStore;
  /** Keeps the session alive and tells when it ends on its own (SessionWatcher shows it). */
  readonly sessionKeeper: SessionKeeper;
  readonly notifications: NotificationStore;
  /** The pick-up bins, per country (public: kept for the visit), and the maps they are shown on. */
  readonly places: { readonly bins: ResourceFamily<CountryCode, BinsFound>; readonly maps: MapLoader<HTMLElement> };
  /** The signed-in customer's money; forgotten when they sign out. */
  readonly wallet: WalletStore;
  /** The verification codes sent in this visit: the wait before another, and how many went out. */
  readonly codes: VerificationCodes;
  /** `headless` is read once at start and kept for the visit (an embedding app keeps it on every page). */
  readonly headless: boolean;
}

export function createAppStores(container: Container, headless: boolean): AppStores {
  const codes = createVerificationCodes(container.get(TOKENS.Clock));
  const sessionUseCases = resolveUseCases(container, SESSION_USE_CASES);
  const session = createSessionStore({ ...sessionUseCases, sendCode: codes.counting(sessionUseCases.sendCode) });
  const clock = container.get(TOKENS.Clock);
  const wallet = createWalletStore(resolveUseCases(container, WALLET_USE_CASES), {
    now: () => clock.now().getTime(),
    customer: () => session.state.me,
  });
  // One customer's money is never shown to the next: forgotten as soon as nobody is signed in.
  let customer = session.state.me?.id ?? null;
  subscribe(session.state, () => {
    const now = session.state.status === 'authenticated' ? (session.state.me?.id ?? null) : null;
    if (now !== customer) wallet.switchCustomer(customer, now);
    customer = now;
  });
  const listBins = container.get(TOKENS.ListMarketBins);
  const places = {
    bins: createResourceFamily(
      (country: CountryCode) => country,
      (country: CountryCode) => listBins.execute(country),
      { now: () => clock.now().getTime() },
    ),
    maps: container.get(TOKENS.MapLoader),
  };
  const sessionKeeper = createSessionKeeper(session, container.get(TOKENS.SessionEvents), container.get(TOKENS.RefreshSession));
  return { session, sessionKeeper, notifications: createNotificationStore(), wallet, places, codes, headless };
}

export const AppStoresContext = createContext<AppStores | null>(null);

export function useStores(): AppStores {
  const stores = useContext(AppStoresContext);
  if (!stores) throw new Error('useStores needs an AppStoresContext provider');
  return stores;
}
