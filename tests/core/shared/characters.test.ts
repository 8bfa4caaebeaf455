import { freeTextProblem, INVISIBLE_CHARACTERS, BIDI_CONTROLS, withoutInvisibles } from '../../../src/core/shared/characters';
import { normalizeDigits } from '../../../src/core/shared/validation';

/** Issue 42 point 4: what draws nothing and is dropped where figures or codes are typed. */
const INVISIBLES = [
  ['U+200B zero-width space', '\u200B'],
  ['U+200C zero-width non-joiner', '\u200C'],
  ['U+200D zero-width joiner', '\u200D'],
  ['U+2060 word joiner', '\u2060'],
  ['U+FEFF byte-order mark', '\uFEFF'],
  ['U+200E left-to-right mark', '\u200E'],
  ['U+200F right-to-left mark', '\u200F'],
  ['U+061C Arabic letter mark', '\u061C'],
] as const;

/** What changes how text is shown: refused in free text, never dropped. */
const BIDI = [
  ['U+202A left-to-right embedding', '\u202A'],
  ['U+202B right-to-left embedding', '\u202B'],
  ['U+202C pop directional formatting', '\u202C'],
  ['U+202D left-to-right override', '\u202D'],
  ['U+202E right-to-left override', '\u202E'],
  ['U+2066 left-to-right isolate', '\u2066'],
  ['U+2067 right-to-left isolate', '\u2067'],
  ['U+2068 first strong isolate', '\u2068'],
  ['U+2069 pop directional isolate', '\u2069'],
] as const;

describe('invisible characters, where figures or codes are typed (issue 42 point 4)', () => {
  it.each(INVISIBLES)('%s is dropped, wherever it stands', (_, ch) => {
    expect(withoutInvisibles(`${ch}1${ch}2${ch}`)).toBe('12');
    expect(normalizeDigits(`${ch}12${ch}34${ch}`)).toBe('1234');
    expect(INVISIBLE_CHARACTERS.test(ch)).toBe(true);
  });

  it.each(BIDI)('%s is not dropped: it is refused rather than read in an order the customer did not see', (_, ch) => {
    expect(withoutInvisibles(`1${ch}2`)).toBe(`1${ch}2`);
    expect(normalizeDigits(`1${ch}2`)).toBe(`1${ch}2`);
  });
});

describe('freeTextProblem: the free text the app sends (issue 42 point 4)', () => {
  it.each(BIDI)('refuses %s as text_invalid', (_, ch) => {
    expect(freeTextProblem(`Kai ${ch}eoD`)).toBe('text_invalid');
    expect(BIDI_CONTROLS.test(ch)).toBe(true);
  });

  it.each([
    ['Latin with accents', 'Léa Müller-Ørsted'],
    ['Japanese', '東京都渋谷区神南１－２－３'],
    ['right-to-left letters', 'ليلى حداد'],
    ['an emoji joined by U+200D', 'Thanks 👩‍👩‍👧'],
    ['line breaks in a message', 'Hello,\nmy scan is pending.\r\nThanks'],
    ['a right-to-left mark (a mark, not an override)', 'abc\u200Fdef'],
    ['nothing', ''],
  ])('accepts %s', (_, text) => {
    expect(freeTextProblem(text)).toBeUndefined();
  });
});
