/** Leaves the page for `path` with a full reload (sign-out wipes every piece of state this way). */
export interface PageReloader {
  reloadAt(path: string): void;
}
