// The account's frame paints the device's copy of the balance before the app has arrived (issue 46
// point 4; docs/decisions/history-and-account.md, "The account's frame paints the copy before the
// app runs"). A page of its own like src/main.tsx, but no React and nothing to load: built into one
// small script (scripts/lib/early-paint.mjs) that the prerender writes into the account's frames,
// right after the root, with the page's look in its data-look (classes and texts,
// src/ui/screens/wallet/copy/early-look.ts). The policy allows it by its hash.
//
// It shows what the app itself would show first — the same copy, by the same rules (the customer whose
// session is saved here, read within 30 days: snapshotFor) — in the slot the app's frame leaves for it
// (EarlyCopySlot), which React leaves as it is when it hydrates the page and replaces with its own
// drawing of the copy. Anything unexpected paints nothing: the app then draws the copy as before.
import { snapshotFromJson } from '../adapters/browser/account-snapshot-json';
import { ACCOUNT_SNAPSHOT_KEY } from '../adapters/browser/account-snapshot-key';
import { CookieTokenStore } from '../adapters/cookies/cookie-token-store';
import { snapshotFor } from '../core/wallet/account-snapshot';
import type { EarlyLook } from '../ui/screens/wallet/copy/early-look';
import { balanceCopyNodes } from '../ui/screens/wallet/copy/paint-balance-copy';

/** Paints the copy into the page's slot, if it has one and the copy may be shown; never throws. */
export function paintAccountCopy(doc: Document, storage: Pick<Storage, 'getItem'>, lookJson: string | undefined, now: number): boolean {
  try {
    const slot = doc.querySelector('[data-early-copy]');
    if (!slot || slot.childNodes.length > 0 || !lookJson) return false;
    const owner = new CookieTokenStore(doc, false, () => now).load()?.owner;
    const copy = snapshotFor(snapshotFromJson(storage.getItem(ACCOUNT_SNAPSHOT_KEY)), owner, now);
    if (!copy) return false;
    slot.append(...balanceCopyNodes(doc, copy, JSON.parse(lookJson) as EarlyLook, new Date(now)));
    return true;
  } catch {
    return false;
  }
}
