/**
 * The app kept on the device (its service worker, issue 21): it opens offline, and a newer version,
 * once downloaded, is offered to the customer, never put in place behind their back.
 */
export interface AppUpdates {
  /**
   * Starts keeping the app on the device, once the page has loaded (nothing is asked for before).
   * `ready` is told when a newer version is waiting for the customer's word; `keeping` when the
   * device first keeps the app, so that what was read before can be read again and kept too.
   */
  start(listener: AppUpdatesListener): void;
  /** Puts the waiting version in place: the page reloads into it. Only on the customer's word. */
  apply(): void;
}

export interface AppUpdatesListener {
  ready(): void;
  keeping(): void;
}
