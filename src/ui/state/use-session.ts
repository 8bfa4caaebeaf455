import { useSnapshot } from 'valtio';
import { useStores } from './app-stores';
import { startingSession, type SessionState } from './session-state';
import { useHydrated } from './use-hydrated';

/** The session at start, as the build renders every page: being restored, nobody signed in. */
const AS_BUILT = startingSession();

/**
 * The session as a screen draws it: while a page rendered at build time is hydrated, as the build
 * drew it; then as it is (the restored customer comes as an update, nothing drawn twice).
 */
export function useSession(): Readonly<SessionState> {
  const { session } = useStores();
  const now = useSnapshot(session.state) as Readonly<SessionState>;
  return useHydrated() ? now : AS_BUILT;
}
