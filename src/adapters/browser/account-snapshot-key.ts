/** Where the account's copy is kept in localStorage: by its store, and by the account's frame before the app runs (src/early/paint-account-copy.ts). */
export const ACCOUNT_SNAPSHOT_KEY = 'account-snapshot';
