import type { OwnedItemStore } from '../../core/shared/owned-item-store.port';
import { safeLocalStorage } from './local-storage-locale-store';

type ItemStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * One customer's item in localStorage, ended with their session (copiesEndWithSession): whose it is
 * is read at once; the item itself is read back whole by its check, loaded with the page that reads it
 * (`loadCheck`), so that no check weighs on the start. Storage blocked or full: nothing is kept, and
 * nothing read; a check that cannot load (offline) reads nothing either.
 */
export class LocalStorageOwnedItem<T extends { readonly customer: string }> implements OwnedItemStore<T> {
  constructor(
    private readonly key: string,
    private readonly loadCheck: () => Promise<(json: string | null) => T | null>,
    private readonly storage: ItemStorage | null = safeLocalStorage(),
  ) {}

  owner(): string | null {
    try {
      const { customer } = (JSON.parse(this.text() ?? 'null') ?? {}) as { customer?: unknown };
      return typeof customer === 'string' ? customer : null;
    } catch {
      return null;
    }
  }

  private text(): string | null {
    try {
      return this.storage?.getItem(this.key) ?? null;
    } catch {
      return null;
    }
  }

  async read(): Promise<T | null> {
    try {
      return (await this.loadCheck())(this.text());
    } catch {
      return null;
    }
  }

  write(item: T): void {
    try {
      this.storage?.setItem(this.key, JSON.stringify(item));
    } catch {
      // Private mode or full storage: nothing kept, as if never written.
    }
  }

  wipe(): void {
    try {
      this.storage?.removeItem(this.key);
    } catch {
      // Storage blocked: nothing was kept either.
    }
  }
}
