import { romaji, romajiVariants, toHiragana } from '../../../src/core/places/kana';

describe('Japanese readings, folded for search', () => {
  it('reads katakana, full and half width, as hiragana', () => {
    expect(toHiragana('シブヤ')).toBe('しぶや');
    expect(toHiragana('ｼﾌﾞﾔ')).toBe('しぶや');
    expect(toHiragana('渋谷 しぶや')).toBe('渋谷 しぶや');
  });

  it.each([
    ['しぶや', 'shibuya'],
    ['しんじゅく', 'shinjuku'],
    ['とうきょうと', 'toukyouto'],
    ['じんぐうまえ', 'jinguumae'],
    ['さっぽろ', 'sapporo'],
    ['まっちゃ', 'matcha'],
    ['ちゅうおうく', 'chuuouku'],
    ['なんば', 'nanba'],
    ['あべの', 'abeno'],
    ['ふじ', 'fuji'],
    ['つきじ', 'tsukiji'],
    ['きょうと', 'kyouto'],
    ['シンサイバシ', 'shinsaibashi'],
    ['らーめん', 'raamen'],
  ])('%s is %s in romaji', (kana, latin) => {
    expect(romaji(kana)).toBe(latin);
  });

  it('offers the romaji as written and with long vowels shortened, as place names are spelt', () => {
    expect(romajiVariants('とうきょう')).toEqual(['toukyou', 'tokyo']);
    expect(romajiVariants('おおさか')).toEqual(['oosaka', 'osaka']);
    expect(romajiVariants('しぶや')).toEqual(['shibuya']);
  });
});
