/**
 * Only same-origin, relative paths are honoured as a way back after login:
 * "/user/account?tab=1" yes; "//evil.example", "https://…", "/\\evil", "javascript:" no.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (a newline, a NUL) never belong in a path we send someone to.
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20)) return null;
  try {
    const base = 'https://app.invalid';
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

export const loginPathFor = (returnTo: string): string => `/login?returnTo=${encodeURIComponent(returnTo)}`;
