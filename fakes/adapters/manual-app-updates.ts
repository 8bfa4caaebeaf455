import type { AppUpdates, AppUpdatesListener } from '../../src/core/shell/ports/app-updates.port';

/** A service worker a test drives: it offers a new version when told (`offer`), and records `apply`. */
export class ManualAppUpdates implements AppUpdates {
  private listener: AppUpdatesListener | null = null;
  applied = 0;

  start(listener: AppUpdatesListener): void {
    this.listener = listener;
  }

  apply(): void {
    this.applied += 1;
  }

  /** A newer version has been downloaded and waits. */
  offer(): void {
    this.listener?.ready();
  }

  /** The device has just started keeping the app. */
  keep(): void {
    this.listener?.keeping();
  }
}
