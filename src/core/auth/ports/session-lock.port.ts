/**
 * Runs one task at a time across every tab of this browser, so that two tabs never
 * trade the same refresh token at once (the second would be refused and end the session).
 */
export interface SessionLock {
  runExclusive<T>(task: () => Promise<T>): Promise<T>;
}
