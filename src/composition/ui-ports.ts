/** Ports the UI needs from the browser, outside the domain. */

/** Leaves the page for `path` with a full reload (sign-out wipes every piece of state this way). */
export interface PageReloader {
  reloadAt(path: string): void;
}

/** What the demo build offers on screen; absent (enabled: false) in production. */
export interface DemoControls {
  readonly enabled: boolean;
  readonly credentials: { readonly email: string; readonly password: string } | null;
  /** Throws the saved demo world away and starts again from the seed. */
  reset(): void;
}

export type ConsentChoice = 'granted' | 'denied';

/** The visitor's cookie choice. Analytics may load only after `granted`. */
export interface ConsentStore {
  load(): ConsentChoice | null;
  save(choice: ConsentChoice): void;
}
