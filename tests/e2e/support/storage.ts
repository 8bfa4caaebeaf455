// Everything a page's origin keeps in the browser, read as a test reads it: cookies, both web
// storages, every IndexedDB database's every store, and every Cache Storage entry (its URL and, for
// anything not the app's own files, its body). What a sign-out must leave empty of the customer.
import type { Page } from '@playwright/test';

/** Every store of the page's origin, as one text to search. */
export async function everythingStored(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const inPage = await page.evaluate(async () => {
    const webStorage = (storage: Storage) => Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key)]));
    const databases: Record<string, unknown> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        databases[`${name}/${store}`] = await new Promise((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      }
      db.close();
    }
    const cached: Record<string, string> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const own = /\/(assets|locales|icons|fonts)\//.test(new URL(request.url).pathname);
        cached[request.url] = own ? '' : ((await (await cache.match(request))?.text()) ?? '');
      }
    }
    return { local: webStorage(localStorage), session: webStorage(sessionStorage), databases, cached };
  });
  return JSON.stringify({ cookies, ...inPage });
}
