import { useDeferredValue, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Loading } from '../components/Loading/Loading';
import { loginPathFor } from './return-path';
import { useSession } from '../state/use-session';

/**
 * The /user area needs a session: a visitor goes to login and comes back here afterwards. While a
 * saved session is being checked, the page's `heading` (nothing of the customer's) stands above the
 * loading state: the server sends the same, prerendered, to a browser holding a session, so that it
 * is painted before the app has run (scripts/prerender.mjs, issue 22 point 2). An `early` page is
 * drawn meanwhile instead, and draws itself this same frame until it has something to show: the
 * account, the device's copy of it (issue 46 point 2). When the saved session could not be checked
 * (no network, the server failing: the session is kept, RestoreNotice offers Retry), an `early` page
 * stays, to show the device's copy (point 3); with none to show, it sends to login itself (`ToLogin`).
 */
export function RequireSession({
  children,
  heading,
  early,
}: {
  readonly children: ReactNode;
  readonly heading: ReactNode;
  readonly early?: boolean;
}) {
  // Once the restored session is known, the page behind it renders in the background, in slices, not
  // in the one long task of the store's update (issue 22: blocking time). Only that step waits: a
  // customer who signs out leaves the page at once, and it asks for nothing more.
  const { status: now, restoreError } = useSession();
  const later = useDeferredValue(now);
  const status = now === 'authenticated' && later === 'restoring' ? later : now;
  if (status === 'restoring' && !early) {
    return (
      <div className="page stack">
        {heading}
        <Loading />
      </div>
    );
  }
  if (status === 'anonymous' && !(early && restoreError)) return <ToLogin />;
  return <>{children}</>;
}

/** To login, and back to this address afterwards. */
export function ToLogin() {
  const [location] = useLocation();
  const search = useSearch();
  return <Redirect to={loginPathFor(`${location}${search ? `?${search}` : ''}`)} replace />;
}
