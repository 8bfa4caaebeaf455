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
  /** The e-mails the demo server "sent", newest first: codes and reset links to try the flows. */
  inbox(): readonly DemoMessage[];
}

export interface DemoMessage {
  readonly kind: 'reset_password' | 'verification_code';
  readonly to: string;
  readonly payload: string;
  readonly sentAt: number;
}

export type ConsentChoice = 'granted' | 'denied';

/** The visitor's cookie choice. Analytics may load only after `granted`. */
export interface ConsentStore {
  load(): ConsentChoice | null;
  save(choice: ConsentChoice): void;
}

/** Audience measurement. Nothing is loaded or sent before `enable()`, which follows consent. */
export interface Analytics {
  enable(): void;
  pageView(path: string): void;
}
