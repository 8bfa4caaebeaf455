/**
 * The count on the installed app's icon (the Badging API, issue 47 point 1): what changed in the
 * customer's account since they last looked. A browser tab, or a browser without the API, shows none.
 */
export interface AppBadge {
  /** Whether this device shows a count: the app installed, with a browser that has the API. */
  readonly shown: boolean;
  /** Shows the count; 0 clears it. */
  show(count: number): void;
}
