import type { DestinationRecheckStore } from '../../src/core/wallet/ports/destination-recheck-store.port';

/** A device that keeps no password checks (issue 47 point 4): for the use cases whose tests are not about them. */
export const NO_RECHECK_RECORDS: DestinationRecheckStore = {
  owner: () => null,
  read: async () => null,
  write: () => undefined,
  wipe: () => undefined,
};

/** A clock that stands still, for the same tests. */
export const STILL_CLOCK = { now: () => new Date('2026-11-21T10:00:00Z') };
