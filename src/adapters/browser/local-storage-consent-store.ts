import type { ConsentChoice, ConsentStore } from '../../core/shell/ports/consent-store.port';
import { safeLocalStorage } from './local-storage-locale-store';

const KEY = 'cookie-consent:v1';

/** The consent choice in localStorage: it holds no personal data, only the choice itself. */
export class LocalStorageConsentStore implements ConsentStore {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage()) {}

  load(): ConsentChoice | null {
    const value = this.storage?.getItem(KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  }

  save(choice: ConsentChoice): void {
    try {
      this.storage?.setItem(KEY, choice);
    } catch {
      // Blocked storage: the banner will ask again next visit.
    }
  }
}
