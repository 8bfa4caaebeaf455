/** What the page loaded again says first: why it was loaded again (issue 42: another customer signed in). */
export type ReloadNotice = 'another_customer';

/** Leaves the page for `path` with a full reload (sign-out wipes every piece of state this way). */
export interface PageReloader {
  /** `notice`: said by the page loaded again, once. */
  reloadAt(path: string, notice?: ReloadNotice): void;
  /**
   * Whether a reload can load the page again. Offline it cannot: the browser would show its own
   * offline error instead of the app, so the app then moves within itself.
   */
  canReload(): boolean;
  /** The notice the last reload of this tab left (given once, then forgotten); null when none. */
  noticeAfterReload(): ReloadNotice | null;
}
