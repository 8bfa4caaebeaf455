import type { HeldWithdrawalNote, HeldWithdrawalStore } from '../../core/wallet/ports/held-withdrawal-store.port';
import { safeLocalStorage } from './local-storage-locale-store';

/** Its key in localStorage. */
export const HELD_WITHDRAWAL_KEY = 'withdrawal-held';

/**
 * The held withdrawal's note in localStorage (docs/decisions/money-and-withdrawals.md, "A moment to
 * undo"): whose, and how much; wiped with the session. Storage blocked or full: nothing is kept, and
 * the next visit has nothing to say. Read back whole by its check (held-withdrawal-json.ts), which
 * loads with the withdraw page.
 */
export class LocalStorageHeldWithdrawalStore implements HeldWithdrawalStore {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = safeLocalStorage()) {}

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
      return this.storage?.getItem(HELD_WITHDRAWAL_KEY) ?? null;
    } catch {
      return null;
    }
  }

  async read(): Promise<HeldWithdrawalNote | null> {
    try {
      return (await import('./held-withdrawal-json')).heldNoteFromJson(this.text());
    } catch {
      // Its check could not be loaded (offline): nothing to say, as the account's copy does.
      return null;
    }
  }

  write(note: HeldWithdrawalNote): void {
    try {
      this.storage?.setItem(HELD_WITHDRAWAL_KEY, JSON.stringify(note));
    } catch {
      // Private mode or full storage: a page left during the hold then goes unsaid.
    }
  }

  wipe(): void {
    try {
      this.storage?.removeItem(HELD_WITHDRAWAL_KEY);
    } catch {
      // Storage blocked: nothing was kept either.
    }
  }
}
