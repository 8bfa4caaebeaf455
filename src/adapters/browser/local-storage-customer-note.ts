import { safeLocalStorage } from './local-storage-locale-store';

type NoteStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

/**
 * One customer's note kept in localStorage under one key — the account's copy, a held withdrawal's
 * note: `owner` is read at once (what the session's end checks), the note itself only through its
 * check, which `parse` loads with the pages that read it, not with the home page. Storage blocked or
 * full: nothing is kept and nothing read; a note that is not whole reads as none.
 */
export class LocalStorageCustomerNote<T extends { readonly customer: string }> {
  constructor(
    private readonly key: string,
    private readonly parse: () => Promise<(json: string | null) => T | null>,
    private readonly storage: NoteStorage = safeLocalStorage(),
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
      return (await this.parse())(this.text());
    } catch {
      // Its check could not be loaded (offline): nothing read.
      return null;
    }
  }

  write(note: T): void {
    try {
      this.storage?.setItem(this.key, JSON.stringify(note));
    } catch {
      // Private mode or full storage: the next visit does without it, as the first one did.
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
