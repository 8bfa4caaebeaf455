/** The page the emailed reset link opens, after any country segment (`/fr/reset-password`). */
const RESET_PAGE = /\/reset-password\/?$/;

/**
 * Takes the reset link's token out of the address: returns it and replaces the address by the same
 * one without it (the current history entry is replaced, none is added, its state kept), so that
 * nothing that reads the address afterwards (analytics, a shared screenshot, the history) sees it.
 * Null, and the address untouched, anywhere but on the reset page.
 */
export function takeResetToken(win: Pick<Window, 'location' | 'history'>): string | null {
  const url = new URL(win.location.href);
  const token = url.searchParams.get('token');
  if (!token || !RESET_PAGE.test(url.pathname)) return null;
  url.searchParams.delete('token');
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}

let takenAtStart: string | null = null;

/** Run first of all at start (src/ui/app/start-first.ts): the token is kept here, in memory only. */
export function takeResetTokenAtStart(win: Pick<Window, 'location' | 'history'>): void {
  takenAtStart = takeResetToken(win) ?? takenAtStart;
}

/** The token the reset link brought, taken out of the address at start; null when there was none. */
export const resetTokenAtStart = (): string | null => takenAtStart;
