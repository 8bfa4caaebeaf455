import type { RecheckRecord } from '../../core/wallet/destination-recheck';
import type { DestinationRecheckStore } from '../../core/wallet/ports/destination-recheck-store.port';
import { safeLocalStorage } from './local-storage-locale-store';
import { LocalStorageOwnedItem } from './local-storage-owned-item';

/** Its key in localStorage. */
export const DESTINATION_RECHECK_KEY = 'payout-recheck';

/**
 * The password checks before a new payout destination, in localStorage (docs/decisions/sessions.md,
 * "A new payout destination needs the password again"): whose, when, how many wrong, and the last
 * destination changed here; wiped with the session. Storage blocked or full: nothing is kept, and the
 * password is asked each time. Read back whole by its check (destination-recheck-json.ts), loaded with
 * the pages that ask; when it cannot load (offline), nothing is known, so the password is asked.
 */
export class LocalStorageDestinationRecheckStore extends LocalStorageOwnedItem<RecheckRecord> implements DestinationRecheckStore {
  constructor(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = safeLocalStorage()) {
    super(DESTINATION_RECHECK_KEY, async () => (await import('./destination-recheck-json')).recheckRecordFromJson, storage);
  }
}
