/**
 * Japanese readings for the locator's search (issue 20, point 5): a customer types a place as they
 * say it — in hiragana, katakana or Latin letters (しぶや, シブヤ, shibuya) — where the address is
 * written in kanji (渋谷). The reading comes from the server (the assumed `reading` of a bin); here it
 * is only folded: katakana to hiragana, and hiragana to Hepburn romaji.
 */

/** Katakana (full-width; half-width once NFKC has widened it) as hiragana: シブヤ → しぶや. */
export function toHiragana(text: string): string {
  return text.normalize('NFKC').replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

const SYLLABLES: Readonly<Record<string, string>> = {
  あ: 'a',
  い: 'i',
  う: 'u',
  え: 'e',
  お: 'o',
  か: 'ka',
  き: 'ki',
  く: 'ku',
  け: 'ke',
  こ: 'ko',
  が: 'ga',
  ぎ: 'gi',
  ぐ: 'gu',
  げ: 'ge',
  ご: 'go',
  さ: 'sa',
  し: 'shi',
  す: 'su',
  せ: 'se',
  そ: 'so',
  ざ: 'za',
  じ: 'ji',
  ず: 'zu',
  ぜ: 'ze',
  ぞ: 'zo',
  た: 'ta',
  ち: 'chi',
  つ: 'tsu',
  て: 'te',
  と: 'to',
  だ: 'da',
  ぢ: 'ji',
  づ: 'zu',
  で: 'de',
  ど: 'do',
  な: 'na',
  に: 'ni',
  ぬ: 'nu',
  ね: 'ne',
  の: 'no',
  は: 'ha',
  ひ: 'hi',
  ふ: 'fu',
  へ: 'he',
  ほ: 'ho',
  ば: 'ba',
  び: 'bi',
  ぶ: 'bu',
  べ: 'be',
  ぼ: 'bo',
  ぱ: 'pa',
  ぴ: 'pi',
  ぷ: 'pu',
  ぺ: 'pe',
  ぽ: 'po',
  ま: 'ma',
  み: 'mi',
  む: 'mu',
  め: 'me',
  も: 'mo',
  や: 'ya',
  ゆ: 'yu',
  よ: 'yo',
  ら: 'ra',
  り: 'ri',
  る: 'ru',
  れ: 're',
  ろ: 'ro',
  わ: 'wa',
  ゐ: 'i',
  ゑ: 'e',
  を: 'o',
  ん: 'n',
  ゔ: 'vu',
  ぁ: 'a',
  ぃ: 'i',
  ぅ: 'u',
  ぇ: 'e',
  ぉ: 'o',
};
/** き + ゃ → kya; し + ゃ → sha; ち + ゃ → cha; じ + ゃ → ja. */
const SMALL_Y: Readonly<Record<string, string>> = { ゃ: 'a', ゅ: 'u', ょ: 'o' };

/** Hepburn romaji of hiragana, without macrons (とうきょう → toukyou, しんじゅく → shinjuku); other characters as they are. */
export function romaji(hiragana: string): string {
  const chars = [...toHiragana(hiragana)];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    const next = chars[i + 1];
    if (c === 'っ') {
      // A doubled consonant: さっぽろ → sapporo (ch doubles as tch).
      const following = next ? romaji(next + (chars[i + 2] && SMALL_Y[chars[i + 2] as string] ? chars[i + 2] : '')) : '';
      out += following.startsWith('ch') ? 't' : (following[0] ?? '');
      continue;
    }
    if (c === 'ー') {
      out += out.at(-1) ?? '';
      continue;
    }
    const syllable = SYLLABLES[c];
    if (syllable === undefined) {
      out += c;
      continue;
    }
    const small = next === undefined ? undefined : SMALL_Y[next];
    if (small !== undefined && syllable.endsWith('i') && syllable.length > 1) {
      const stem = syllable.slice(0, -1);
      out += /^(sh|ch|j)$/.test(stem) ? stem + small : `${stem}y${small}`;
      i++;
      continue;
    }
    out += syllable;
  }
  return out;
}

/** The romaji people type: as written (toukyou, oosaka) and with long vowels shortened (tokyo, osaka). */
export function romajiVariants(hiragana: string): string[] {
  const written = romaji(hiragana);
  const short = written.replace(/ou|oo/g, 'o').replace(/uu/g, 'u');
  return short === written ? [written] : [written, short];
}
