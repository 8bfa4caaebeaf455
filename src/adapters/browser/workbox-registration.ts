import { Workbox } from 'workbox-window';
import type { AppUpdatesListener } from '../../core/shell/ports/app-updates.port';

/** Where the build writes the worker (vite-plugin-pwa's default name). */
const WORKER_URL = '/sw.js';

/**
 * Registers the service worker through Workbox's window library (in a chunk of its own:
 * src/adapters/browser/service-worker-updates.ts), once the page has loaded (Workbox waits for the
 * load event). Tells `listener` when a version waits and when the device first keeps the app. Returns what puts a waiting
 * version in place: it asks the new worker to take over and reloads the page once it has.
 */
export function registerWorker(listener: AppUpdatesListener): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const wb = new Workbox(WORKER_URL);
  wb.addEventListener('waiting', () => listener.ready());
  // The first worker of this device took the page (clientsClaim): not an update.
  wb.addEventListener('controlling', (event) => {
    if (!event.isUpdate) listener.keeping();
  });
  void wb.register().catch(() => undefined);
  return () => {
    wb.addEventListener('controlling', () => window.location.reload());
    wb.messageSkipWaiting();
  };
}
