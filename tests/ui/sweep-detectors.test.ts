// @vitest-environment node
// The route sweep's detectors (tests/e2e/support/detectors.mjs) on crafted texts: each one fails on
// what it is meant to catch and stays quiet on what a correct page shows.
import {
  describeTouchingCards,
  buildKnowledge,
  describeOverflow,
  findLatinInJapanese,
  findRawKeys,
  findWrongLanguage,
  type TextItem,
} from '../e2e/support/detectors.mjs';
import { PROPER_NAMES, sweepKnowledge, t } from '../e2e/support/texts.mjs';

const on = (lang: string, ...texts: string[]): TextItem[] => texts.map((text) => ({ text, kind: 'text', lang, where: 'p' }));

describe('raw key detector', () => {
  const knowledge = sweepKnowledge();

  it.each([
    'wallet:history.title',
    'history.title',
    'pages.howItWorks.title',
    'Hello profileForm.name',
    'nav.products',
    "key 'nav (en-US)' returned an object instead of string.",
    'Your balance: {{balance}}',
    '$t(common:brand.name)',
  ])('flags %j', (text) => {
    expect(findRawKeys(on('en-US', text), knowledge)).toHaveLength(1);
  });

  it.each([
    'demo@example.com',
    'www.circulo.example',
    'Prices in €4.50 and 1.000,00',
    'Return your containers. Get your deposit back.',
    'v1.2.3',
    'e.g. here',
  ])('leaves %j alone', (text) => {
    expect(findRawKeys(on('en-US', text), knowledge)).toEqual([]);
  });

  it('looks at accessible names and placeholders too', () => {
    const found = findRawKeys([{ text: 'auth:login.email', kind: 'placeholder', lang: 'fr-FR', where: 'input' }], knowledge);
    expect(found[0]).toMatch(/raw key "auth:login.email" in placeholder/);
  });
});

describe('wrong language detector (built from the app’s own texts)', () => {
  const knowledge = sweepKnowledge();

  it('flags another locale’s text for a key whose text differs here', () => {
    expect(findWrongLanguage(on('en-US', t('fr-FR', 'auth:login.forgotPassword')), 'en-US', knowledge)).toHaveLength(1);
    expect(findWrongLanguage(on('fr-FR', t('ja-JP', 'auth:forgot.title')), 'fr-FR', knowledge)).toHaveLength(1);
    // British English on an American page: a precise difference, not a heuristic one.
    expect(findWrongLanguage(on('en-US', t('en-GB', 'account:profileForm.city')), 'en-US', knowledge)).toHaveLength(1);
  });

  it('flags a text with placeholders filled in, and one in an aria-label', () => {
    const filled = t('fr-FR', 'common:nav.userMenu', { name: 'Alex Morgan' });
    expect(findWrongLanguage(on('en-US', filled), 'en-US', knowledge)[0]).toMatch(/fr-FR common:nav\.userMenu/);
    const label: TextItem = { text: t('en-US', 'common:nav.menu') + ' and more', kind: 'aria-label', lang: 'ja-JP' };
    expect(findWrongLanguage([label], 'ja-JP', knowledge)).toEqual([]);
    const english: TextItem = { text: t('en-US', 'common:nav.skipToContent'), kind: 'aria-label', lang: 'ja-JP' };
    expect(findWrongLanguage([english], 'ja-JP', knowledge)).toHaveLength(1);
  });

  it('leaves the page’s own texts, proper names, short words and parts in their declared language alone', () => {
    const own = ['auth:login.submit', 'common:nav.faq', 'wallet:payout.paypal.name'].map((k) => t('en-GB', k));
    expect(findWrongLanguage(on('en-GB', ...own, 'Circulo', 'OK'), 'en-GB', knowledge)).toEqual([]);
    // The language selector names each market in its own language, marked with lang="ja-JP".
    expect(findWrongLanguage(on('ja-JP', t('ja-JP', 'auth:login.submit')), 'fr-FR', knowledge)).toEqual([]);
  });

  it('does not count a text that is also this locale’s own (under another key) as foreign', () => {
    const k = buildKnowledge({
      'en-US': new Map([
        ['a:x', 'Contact'],
        ['a:y', 'Contact us'],
      ]),
      'fr-FR': new Map([
        ['a:x', 'Contact'],
        ['a:y', 'Contact'],
      ]),
    });
    expect(findWrongLanguage(on('en-US', 'Contact'), 'en-US', k)).toEqual([]);
    expect(findWrongLanguage(on('fr-FR', 'Contact us'), 'fr-FR', k)).toHaveLength(1);
  });

  it('keeps proper names out of the foreign texts', () => {
    expect(sweepKnowledge().wrong['ja-JP']?.exact.has('PayPal')).toBe(false);
    expect(PROPER_NAMES).toContain('Circulo');
  });
});

describe('Latin text on a Japanese page', () => {
  it('flags a text of Latin words only', () => {
    expect(findLatinInJapanese(on('ja-JP', 'Withdrawal requested'))).toHaveLength(1);
    expect(findLatinInJapanese(on('ja-JP', 'Loading…'))).toHaveLength(1);
  });

  it('accepts Japanese, names, email addresses, amounts and codes', () => {
    const ok = on(
      'ja-JP',
      'ログイン',
      'PayPal',
      'LINE Pay',
      'Circulo',
      'demo@example.com',
      '￥1,000',
      '100-0001',
      'ID 42',
      'demo1234',
      'Circulo SAS',
      'Natural Earth',
      'Circulo へようこそ',
    );
    expect(findLatinInJapanese(ok, { allowedNames: PROPER_NAMES })).toEqual([]);
    expect(findLatinInJapanese(on('fr-FR', 'Français'), { allowedNames: PROPER_NAMES })).toEqual([]);
  });
});

describe('sideways scrolling', () => {
  it('names the widest element past the edge', () => {
    const [message] = describeOverflow({ innerWidth: 390, scrollWidth: 512, widest: { where: '<table.history>', left: 0, right: 512 } });
    expect(message).toMatch(/512 px wide on a 390 px screen.*<table\.history>/);
  });

  it('is quiet when the page fits', () => {
    expect(describeOverflow({ innerWidth: 390, scrollWidth: 390, widest: null })).toEqual([]);
  });
});

describe('touching cards (issue 20, point 7)', () => {
  const box = (name: string, top: number, bottom: number, left = 16, right = 374) => ({ name, top, bottom, left, right });

  it('names two cards with less than 8 px between them, above each other or side by side', () => {
    expect(describeTouchingCards([box('Balance', 100, 400), box('History', 400, 900)])).toEqual([
      'cards touch: "Balance" and "History" (0 px apart)',
    ]);
    expect(describeTouchingCards([box('Milk', 0, 200, 16, 190), box('Jam', 0, 200, 194, 374)])).toEqual([
      'cards touch: "Milk" and "Jam" (4 px apart)',
    ]);
  });

  it('leaves alone cards with room between them, and cards that do not face each other', () => {
    expect(describeTouchingCards([box('Balance', 100, 400), box('History', 424, 900)])).toEqual([]);
    expect(describeTouchingCards([box('Left', 0, 100, 0, 100), box('Right below', 100, 200, 200, 300)])).toEqual([]);
  });
});
