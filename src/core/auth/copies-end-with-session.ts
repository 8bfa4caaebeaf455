import type { AccountSnapshotStore } from '../wallet/ports/account-snapshot-store.port';
import type { TokenStore } from './ports/token-store.port';

/**
 * The session's tokens, kept so that a customer's copy on this device (account-snapshot.ts) lives
 * no longer than their session here: wiped when the session ends — a sign-out, a refused or expired
 * session, a deleted account, whichever tab saw it — and when another customer signs in (issue 44
 * point 4, issue 46 point 1). Every way a session ends goes through the token store, so this is the
 * one place that follows it.
 */
export function copiesEndWithSession(tokens: TokenStore, copies: Pick<AccountSnapshotStore, 'owner' | 'wipe'>): TokenStore {
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
      if (owned && copies.owner() !== customer) copies.wipe();
      return owned;
    },
    pageCustomer: () => tokens.pageCustomer(),
    clear() {
      tokens.clear();
      copies.wipe();
    },
  };
}
