// @vitest-environment node
// Issue 20, point 2: one word for one thing in each language. In Japanese a withdrawal is 出金
// everywhere, as the buttons say (出金する): not 払い戻し ("refund", which reads as the deposit
// coming back) nor 引き出し in one text and 出金 in the next.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const JA = resolve(__dirname, '../../src/ui/locales/ja-JP');

/** Every text of the Japanese files, as `namespace:key.path` → text. */
function japaneseTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') texts.set(prefix, value);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(prefix.endsWith(':') ? `${prefix}${k}` : `${prefix}.${k}`, v);
  };
  for (const file of readdirSync(JA).filter((f) => f.endsWith('.json')))
    walk(`${file.replace(/\.json$/, '')}:`, JSON.parse(readFileSync(resolve(JA, file), 'utf8')));
  return texts;
}

describe('the Japanese word for a withdrawal', () => {
  const texts = japaneseTexts();

  it('reads the Japanese texts', () => {
    expect(texts.size).toBeGreaterThan(100);
  });

  it('is 出金 in every text: no 払い戻し, no 引き出', () => {
    const others = [...texts].filter(([, text]) => /払い?戻し|引き?出/.test(text)).map(([key, text]) => `${key}: ${text}`);
    expect(others).toEqual([]);
  });

  it('is the word of the history’s withdrawal type and of the withdraw button alike', () => {
    expect(texts.get('wallet:history.type.WITHDRAWAL')).toBe('出金');
    expect([...texts].some(([key, text]) => /withdraw/i.test(key) && text.includes('出金する'))).toBe(true);
  });
});
