const BASE = 'https://app.invalid';

/** A path we may send someone to: ours, absolute, never protocol-relative, no control characters. */
function isSafePath(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    // Control characters (a newline, a NUL) never belong in a path we send someone to.
    ![...path].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)
  );
}

/**
 * Only same-origin, relative paths are honoured as a way back after login:
 * "/user/account?tab=1" yes; "//evil.example", "https://…", "/\\evil", "javascript:" no.
 * The value is normalised first ("/..//evil" becomes "//evil") and every rule is applied to
 * what is returned, so the answer is always a path of this app.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !isSafePath(value)) return null;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return isSafePath(path) ? path : null;
  } catch {
    return null;
  }
}

export const loginPathFor = (returnTo: string): string => `/login?returnTo=${encodeURIComponent(returnTo)}`;

/** Where a login leads when nowhere is named: the customer's account. */
export const ACCOUNT_PATH = '/user/account';

/** Pages a login should not lead back to: the marketing home (the account instead) and the sign-in pages themselves. */
const NOT_RETURNED_TO = new Set(['/', '/login', '/signup', '/reset-password']);

/** The navbar's login link: back to this page afterwards, unless it is one a login should not lead back to. */
export const loginLinkFrom = (location: string): string => (NOT_RETURNED_TO.has(location) ? '/login' : loginPathFor(location));
