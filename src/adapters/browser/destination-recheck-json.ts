import type { RecheckRecord } from '../../core/wallet/destination-recheck';

const time = (value: unknown): number | null | undefined =>
  value === null ? null : typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;

/** A customer's password checks read back whole (local-storage-destination-recheck-store.ts), or null: loaded with the page that reads them. */
export function recheckRecordFromJson(json: string | null): RecheckRecord | null {
  try {
    const r = JSON.parse(json ?? 'null') as Record<string, unknown> | null;
    if (typeof r?.customer !== 'string') return null;
    const [checkedAt, lockedUntil, changedAt] = [time(r.checkedAt), time(r.lockedUntil), time(r.changedAt)];
    const wrongTries = r.wrongTries;
    if (checkedAt === undefined || lockedUntil === undefined || changedAt === undefined) return null;
    if (typeof wrongTries !== 'number' || !Number.isSafeInteger(wrongTries) || wrongTries < 0) return null;
    return { customer: r.customer, checkedAt, wrongTries, lockedUntil, changedAt };
  } catch {
    return null;
  }
}
