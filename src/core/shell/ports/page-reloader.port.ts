/** Leaves the page for `path` with a full reload (sign-out wipes every piece of state this way). */
export interface PageReloader {
  reloadAt(path: string): void;
  /**
   * Whether a reload can load the page again. Offline it cannot: the browser would show its own
   * offline error instead of the app, so the app then moves within itself.
   */
  canReload(): boolean;
}
