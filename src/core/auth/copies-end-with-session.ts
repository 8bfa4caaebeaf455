import type { OwnedItemStore } from '../shared/owned-item-store.port';
import type { TokenStore } from './ports/token-store.port';

/**
 * The session's tokens, kept so that what a customer leaves on this device — the account's copy
 * (account-snapshot.ts), a held withdrawal's note (withdrawal-not-sent.ts), the password checks
 * before a new payout destination (destination-recheck.ts) — lives no longer than
 * their session here: wiped when the session ends — a sign-out, a refused or expired session, a
 * deleted account, whichever tab saw it — and when another customer signs in (issue 44 point 4,
 * issue 46 point 1, issue 47 points 3 and 4). Every way a session ends goes through the token store, so
 * this is the one place that follows it.
 */
export function copiesEndWithSession(tokens: TokenStore, ...kept: readonly Pick<OwnedItemStore<unknown>, 'owner' | 'wipe'>[]): TokenStore {
  const copies = {
    wipe: () => kept.forEach((copy) => copy.wipe()),
    wipeOthers: (customer: string) => kept.forEach((copy) => copy.owner() !== customer && copy.wipe()),
  };
  // Whether the last look found a session (null before the first): the copy is wiped when one is found
  // gone — at the first look (it ended between visits) or since the last — not on every call's look.
  let hadSession: boolean | null = null;
  return {
    load() {
      const saved = tokens.load();
      if (!saved && hadSession !== false) copies.wipe();
      hadSession = saved !== null;
      return saved;
    },
    save: (pair, continues) => tokens.save(pair, continues),
    own(customer, session) {
      const owned = tokens.own(customer, session);
      if (owned) copies.wipeOthers(customer);
      return owned;
    },
    pageCustomer: () => tokens.pageCustomer(),
    clear() {
      tokens.clear();
      copies.wipe();
    },
  };
}
