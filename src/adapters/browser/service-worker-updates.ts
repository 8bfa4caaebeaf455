import type { AppUpdates, AppUpdatesListener } from '../../core/shell/ports/app-updates.port';

/**
 * The service worker (dist/sw.js, written by the build: scripts/lib/service-worker.mjs), registered
 * by a chunk of its own (workbox-registration.ts, with Workbox's window library) once the page has
 * loaded: nothing of it is on the first paint's path (nor in the first page's JS, but for this class).
 * A new version waits (`registerType: 'prompt'`) until `apply`, on the customer's word.
 */
export class ServiceWorkerUpdates implements AppUpdates {
  private registered: Promise<() => void> | undefined;

  start(listener: AppUpdatesListener): void {
    // Its chunk may not arrive (the network went away after the page loaded): nothing is kept this
    // time, no error escapes, and a later start tries again.
    this.registered ??= import('./workbox-registration')
      .then((m) => m.registerWorker(listener))
      .catch(() => {
        this.registered = undefined;
        return () => undefined;
      });
  }

  apply(): void {
    void this.registered?.then((apply) => apply());
  }
}
