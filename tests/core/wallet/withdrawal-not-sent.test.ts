import { MemoryTokenStore } from '../../../fakes/adapters/memory-token-store';
import { LocalStorageHeldWithdrawalStore, HELD_WITHDRAWAL_KEY } from '../../../src/adapters/browser/local-storage-held-withdrawal-store';
import { WebLocksSessionLock } from '../../../src/adapters/session/web-locks-session-lock';
import { copiesEndWithSession } from '../../../src/core/auth/copies-end-with-session';
import { money } from '../../../src/core/shared/money';
import { WithdrawalNotSent } from '../../../src/core/wallet/use-cases/withdrawal-not-sent';

/** A browser's storage and its tabs' shared lock; each tab a use case of its own over them. */
function browser() {
  const kept = new Map<string, string>();
  const storage = {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  };
  const notes = new LocalStorageHeldWithdrawalStore(storage);
  const lock = new WebLocksSessionLock(null, 'hold');
  return { kept, storage, notes, tab: () => new WithdrawalNotSent(notes, lock) };
}

const AMOUNT = money(1250, 'EUR');
/** A hold, and how it ends: true when the page was left. */
function hold() {
  let end!: (left: boolean) => void;
  return { ending: new Promise<boolean>((resolve) => (end = resolve)), end };
}

describe('WithdrawalNotSent: a withdrawal held, and the page left (issue 47 point 3)', () => {
  it('the page left during the hold: the next visit is told, once, and only the same customer', async () => {
    const { tab } = browser();
    const { ending, end } = hold();
    tab().held('ana', AMOUNT, ending);
    end(true);
    const next = tab();
    expect(await next.take('ben')).toBeNull();
    expect(await next.take('ana')).toEqual({ customer: 'ana', amount: AMOUNT });
    expect(await next.take('ana')).toBeNull();
  });

  it('sent or undone: nothing to tell', async () => {
    const { tab, kept } = browser();
    const { ending, end } = hold();
    tab().held('ana', AMOUNT, ending);
    end(false);
    expect(await tab().take('ana')).toBeNull();
    expect(kept.size).toBe(0);
  });

  it('never tells while another tab still holds it (which may yet send it): it waits for that hold to end', async () => {
    const { tab } = browser();
    const { ending, end } = hold();
    tab().held('ana', AMOUNT, ending);
    let told: unknown = 'not yet';
    const asked = tab()
      .take('ana')
      .then((note) => (told = note));
    await Promise.resolve();
    expect(told).toBe('not yet');
    // That tab's hold ran out and the withdrawal went: nothing to tell.
    end(false);
    await asked;
    expect(told).toBeNull();
  });

  it('keeps whose and how much, nothing else; a note it cannot read whole is none', async () => {
    const { notes, kept, storage } = browser();
    notes.write({ customer: 'ana', amount: AMOUNT });
    expect(JSON.parse(kept.get(HELD_WITHDRAWAL_KEY) ?? '')).toEqual({ customer: 'ana', amount: { amount: 1250, currency: 'EUR' } });
    for (const garbage of ['{', '{"customer":"ana"}', '{"customer":"ana","amount":{"amount":1.5,"currency":"EUR"}}', '{"customer":1}']) {
      storage.setItem(HELD_WITHDRAWAL_KEY, garbage);
      expect(await notes.read()).toBeNull();
    }
  });

  it('is wiped with the session: at sign-out, and when another customer signs in', async () => {
    const { notes, kept } = browser();
    const cookies = new MemoryTokenStore(() => Date.parse('2026-11-21T10:00:00Z'));
    const tokens = copiesEndWithSession(cookies, notes);
    notes.write({ customer: 'ana', amount: AMOUNT });
    tokens.clear();
    expect(kept.size).toBe(0);
    notes.write({ customer: 'ana', amount: AMOUNT });
    tokens.save({ accessToken: 'a', refreshToken: 'r', expiresIn: 3600 });
    expect(tokens.own('ben', tokens.load()!.session)).toBe(true);
    expect(await notes.read()).toBeNull();
  });
});
