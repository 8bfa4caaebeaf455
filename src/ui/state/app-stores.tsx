import type { Container } from 'inversify';
import { createContext, useContext } from 'react';
import { TOKENS } from '../../composition/tokens';
import { createNotificationStore, type NotificationStore } from './notification-store';
import { resolveUseCases } from '../di/resolve-use-cases';
import { createSessionKeeper, type SessionKeeper } from './session-keeper';
import { createSessionFollower, type SessionFollower } from './session-follower';
import { createSessionStore, SESSION_USE_CASES, type SessionStore } from './session-store';
import { createResourceFamily, type ResourceFamily } from './resource';
import type { CountryCode } from '../../core/content/locale';
import type { BinsFound } from '../../core/places/bin';
import type { MapLoader } from '../../core/places/ports/map.port';
import type { UseCaseName } from '../../composition/use-cases';
import type { UseCasesNamed } from '../di/resolve-use-cases';
import { createVerificationCodes, type VerificationCodes } from './verification-code-store';
import type { PrerenderedPage } from '../app/prerendered-page';

export interface AppStores {
  readonly session: SessionStore;
  /** Keeps the session alive and tells when it ends on its own (SessionWatcher shows it). */
  readonly sessionKeeper: SessionKeeper;
  /** Tells the other tabs of a sign-in or sign-out here, and this tab of theirs (SessionFollower follows it). */
  readonly sessionFollower: SessionFollower;
  readonly notifications: NotificationStore;
  /** The pick-up bins, per country (public: kept for the visit), and the maps they are shown on. */
  readonly places: { readonly bins: ResourceFamily<CountryCode, BinsFound>; readonly maps: MapLoader<HTMLElement> };
  /**
   * A store only some screens need, made on their first use of it and kept for the visit (`make`
   * names it: the same function gives the same store). Its code loads with those screens, not with
   * the first page: the signed-in customer's money is one (use-wallet-store.ts).
   */
  readonly own: <T>(make: (context: StoreContext) => T) => T;
  /** The verification codes sent in this visit: the wait before another, and how many went out. */
  readonly codes: VerificationCodes;
  /** `headless` is read once at start and kept for the visit (an embedding app keeps it on every page). */
  readonly headless: boolean;
  /** The page the build rendered that this visit started on (null: the app's shell): the first render draws what it holds. */
  readonly page: PrerenderedPage | null;
}

/** What a store made on first use is made from. */
export interface StoreContext {
  readonly resolve: <M extends Readonly<Record<string, UseCaseName>>>(names: M) => UseCasesNamed<M>;
  readonly session: SessionStore;
  readonly now: () => number;
  /** Runs something later (the app's scheduler): what cancels it. */
  readonly later: (ms: number, run: () => void) => () => void;
  /** Another store made on first use (the withdrawal's is over the wallet's). */
  readonly own: <T>(make: (context: StoreContext) => T) => T;
}

export function createAppStores(container: Container, headless: boolean, page: PrerenderedPage | null = null): AppStores {
  const codes = createVerificationCodes(container.get(TOKENS.Clock));
  const sessionUseCases = resolveUseCases(container, SESSION_USE_CASES);
  const session = createSessionStore({ ...sessionUseCases, sendCode: codes.counting(sessionUseCases.sendCode) });
  const clock = container.get(TOKENS.Clock);
  const made = new Map<(context: StoreContext) => unknown, unknown>();
  const own = <T,>(make: (context: StoreContext) => T): T => {
    if (!made.has(make)) made.set(make, make(context));
    return made.get(make) as T;
  };
  const scheduler = container.get(TOKENS.Scheduler);
  const context: StoreContext = {
    resolve: (names) => resolveUseCases(container, names),
    session,
    now: () => clock.now().getTime(),
    later: (ms, run) => scheduler.after(ms, run),
    own,
  };
  const listBins = container.get(TOKENS.ListMarketBins);
  const places = {
    bins: createResourceFamily(
      (country: CountryCode) => country,
      (country: CountryCode) => listBins.execute(country),
      { now: context.now },
    ),
    maps: container.get(TOKENS.MapLoader),
  };
  const sessionKeeper = createSessionKeeper(session, container.get(TOKENS.SessionEvents), container.get(TOKENS.RefreshSession));
  const sessionFollower = createSessionFollower(session, container.get(TOKENS.SessionBroadcast));
  return { session, sessionKeeper, sessionFollower, notifications: createNotificationStore(), own, places, codes, headless, page };
}

export const AppStoresContext = createContext<AppStores | null>(null);

export function useStores(): AppStores {
  const stores = useContext(AppStoresContext);
  if (!stores) throw new Error('useStores needs an AppStoresContext provider');
  return stores;
}
