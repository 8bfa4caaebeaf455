import { CookieTokenStore } from '../../src/adapters/cookies/cookie-token-store';
import { money } from '../../src/core/shared/money';
import { SNAPSHOT_KEPT_MS, type AccountSnapshot } from '../../src/core/wallet/account-snapshot';
import { paintAccountCopy } from '../../src/early/paint-account-copy';
import type { EarlyLook } from '../../src/ui/screens/wallet/copy/early-look';

// Issue 46 point 4: the account's frame paints the device's copy before the app runs — by the app's
// own rules (whose, how old), or not at all.

const NOW = Date.parse('2026-12-03T15:00:00Z');
const READ_AT = NOW - 50 * 60 * 1000;

const look: EarlyLook = {
  locale: 'fr-FR',
  classes: {
    card: 'card',
    asOf: 'asOf',
    amount: 'amount',
    counter: 'counter',
    reels: 'reels',
    reel: 'reel',
    strip: 'strip',
    text: 'text',
    button: 'button primary',
    withdraw: 'withdraw',
  },
  texts: {
    balanceTitle: 'Votre solde',
    withdrawLink: 'Retirer mon solde',
    profileLink: 'Mon profil',
    asOf: { time: 'Situation à %when% · mise à jour…', day: 'Situation au %when% · mise à jour…' },
  },
};

const copy = (changes: Partial<AccountSnapshot> = {}): AccountSnapshot => ({
  customer: 'demo-fr',
  balance: money(1500, 'EUR'),
  readAt: READ_AT,
  ...changes,
});

function storageWith(value: string | null) {
  return { getItem: (key: string) => (key === 'account-snapshot' ? value : null) };
}

/** The app's frame: the slot, then its loading state. */
function frame() {
  document.body.innerHTML = '<main><div data-early-copy=""></div><div role="status">Chargement…</div></main>';
  return document.querySelector('[data-early-copy]')!;
}

/** A session saved on this browser by the app, its customer known (as after a visit). */
function signedIn(customer: string | null) {
  const tokens = new CookieTokenStore(document, false, () => NOW);
  tokens.save({ accessToken: 'access', refreshToken: 'refresh', expiresIn: 3600 });
  if (customer) tokens.own(customer, tokens.load()!.session);
}

const paint = (stored: string | null, at = NOW, lookJson: string | undefined = JSON.stringify(look)) =>
  paintAccountCopy(document, storageWith(stored), lookJson, at);

// The files of a worker share one document (vitest.config.ts, isolate: false): the frame written here
// must not be there when another file renders the app.
afterEach(() => {
  new CookieTokenStore(document, false).clear();
  document.body.replaceChildren();
});

describe('the account’s frame painted from the device’s copy', () => {
  it('paints the balance as of when it was read, "updating…", with the links, above the frame’s loading state', () => {
    const slot = frame();
    signedIn('demo-fr');
    expect(paint(JSON.stringify(copy()))).toBe(true);
    const card = slot.querySelector('section')!;
    expect(card.querySelector('h2')?.textContent).toBe('Votre solde');
    const time = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'short' }).format(READ_AT);
    expect(card.querySelector('[role="status"]')?.textContent).toBe(`Situation à ${time} · mise à jour…`);
    expect(card.querySelector('.visually-hidden')?.textContent).toBe('15,00\u00a0€');
    // The digits as the counter's columns, at rest on their own digit.
    const strips = [...card.querySelectorAll<HTMLElement>('[data-testid="slot-strip"]')].map((s) => s.style.transform);
    expect(strips).toEqual(['translateY(-50px)', 'translateY(-250px)', 'translateY(-0px)', 'translateY(-0px)']);
    expect([...card.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/user/withdraw', '/user/profile']);
    expect(slot.nextElementSibling?.textContent).toBe('Chargement…');
  });

  it('says the day, not the time, for a copy read another day; yen without decimals', () => {
    const slot = frame();
    signedIn('demo-jp');
    const readAt = NOW - 3 * 24 * 60 * 60 * 1000;
    const jp = { ...look, locale: 'ja-JP' as const };
    expect(paint(JSON.stringify(copy({ customer: 'demo-jp', balance: money(8800, 'JPY'), readAt })), NOW, JSON.stringify(jp))).toBe(true);
    const day = new Intl.DateTimeFormat('ja-JP', { dateStyle: 'medium' }).format(readAt);
    expect(slot.querySelector('[role="status"]')?.textContent).toBe(`Situation au ${day} · mise à jour…`);
    expect(slot.querySelector('.visually-hidden')?.textContent).toBe(
      new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' }).format(8800),
    );
  });

  it('paints nothing of another customer’s copy, nor without a session saved here, nor of a session whose customer is not known', () => {
    const slot = frame();
    signedIn('someone-else');
    expect(paint(JSON.stringify(copy()))).toBe(false);
    new CookieTokenStore(document, false).clear();
    expect(paint(JSON.stringify(copy()))).toBe(false);
    signedIn(null);
    expect(paint(JSON.stringify(copy()))).toBe(false);
    expect(slot.childNodes).toHaveLength(0);
  });

  it('paints nothing of a copy older than 30 days, from the future, cut short or of another shape', () => {
    const slot = frame();
    signedIn('demo-fr');
    expect(paint(JSON.stringify(copy({ readAt: NOW - SNAPSHOT_KEPT_MS - 1 })))).toBe(false);
    expect(paint(JSON.stringify(copy({ readAt: NOW + 60_000 })))).toBe(false);
    expect(paint(JSON.stringify(copy()).slice(0, 40))).toBe(false);
    expect(paint(JSON.stringify({ ...copy(), balance: { amount: 'lots', currency: 'EUR' } }))).toBe(false);
    expect(paint(null)).toBe(false);
    expect(slot.childNodes).toHaveLength(0);
  });

  it('paints nothing on a page without the slot, into a slot already painted, or without its look', () => {
    signedIn('demo-fr');
    document.body.innerHTML = '<main><div role="status">Chargement…</div></main>';
    expect(paint(JSON.stringify(copy()))).toBe(false);
    const slot = frame();
    expect(paintAccountCopy(document, storageWith(JSON.stringify(copy())), undefined, NOW)).toBe(false);
    expect(paint(JSON.stringify(copy()), NOW, '{"locale":')).toBe(false);
    expect(slot.childNodes).toHaveLength(0);
    expect(paint(JSON.stringify(copy()))).toBe(true);
    expect(paint(JSON.stringify(copy()))).toBe(false);
    expect(slot.querySelectorAll('section')).toHaveLength(1);
  });
});
