import type { AccountSnapshot } from '../account-snapshot';

/**
 * The device's copy of one customer's account (account-snapshot.ts): at most one customer's at a
 * time. `owner` says whose copy is kept (what the session's end checks, at once); `read` answers the
 * copy, or null for one it cannot read whole — asynchronously, so that reading it back whole loads
 * with the pages that show it, not with the home page. Storage may be blocked: then nothing is kept
 * and nothing is read.
 */
export interface AccountSnapshotStore {
  owner(): string | null;
  read(): Promise<AccountSnapshot | null>;
  write(snapshot: AccountSnapshot): void;
  wipe(): void;
}
