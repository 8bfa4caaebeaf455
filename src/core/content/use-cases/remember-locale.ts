import type { Locale } from '../locale';
import type { LocaleStore } from '../ports/locale-store.port';

/** Remembers the interface language the visitor chose, for their next visit (spec §1). */
export class RememberLocale {
  constructor(private readonly store: LocaleStore) {}

  /** Saved before it resolves: the choice is kept even if the caller does not wait. */
  async execute(locale: Locale): Promise<void> {
    this.store.save(locale);
  }
}
