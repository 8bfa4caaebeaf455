/**
 * One customer's item kept on this device — the account's copy, a held withdrawal's note, the
 * password checks before a new payout destination — at most one customer's at a time, and ended with
 * their session (core/auth/copies-end-with-session.ts). `owner` says whose it is, at once (what the
 * session's end checks); `read` answers the item whole, or null for one it cannot read whole —
 * asynchronously, so that its check loads with the pages that read it, not with the home page.
 * Storage may be blocked: then nothing is kept and nothing is read.
 */
export interface OwnedItemStore<T> {
  owner(): string | null;
  read(): Promise<T | null>;
  write(item: T): void;
  wipe(): void;
}
