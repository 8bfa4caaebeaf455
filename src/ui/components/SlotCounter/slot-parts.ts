import { toMajorString, type Money } from '../../../core/shared/money';
import { moneyFormat } from '../../i18n/format';
import type { Locale } from '../../../core/content/locale';

/** Spec §2: the digits roll in 50 ms steps, each digit 50 px high. */
export const SLOT_STEP_MS = 50;
export const SLOT_DIGIT_HEIGHT_PX = 50;

/** A piece of a formatted amount: a digit column that rolls, or text that stays put (currency sign, separators, minus). */
export type SlotPart = { readonly kind: 'digit'; readonly digit: number } | { readonly kind: 'text'; readonly text: string };

const ROLLING = new Set<Intl.NumberFormatPartTypes>(['integer', 'fraction']);

/**
 * The amount as the locale writes it in its currency (the same text as formatMoney), cut into parts:
 * every digit of the integer and fraction is its own column, everything else is static text.
 * E.g. 1234567 JPY in ja-JP → ￥ 1 , 2 3 4 , 5 6 7.
 */
export function slotParts(value: Money, locale: Locale): SlotPart[] {
  const parts = moneyFormat(value.currency, locale).formatToParts(toMajorString(value) as `${number}`);
  const out: SlotPart[] = [];
  const pushText = (text: string) => {
    const last = out.at(-1);
    if (last?.kind === 'text') out[out.length - 1] = { kind: 'text', text: last.text + text };
    else out.push({ kind: 'text', text });
  };
  for (const part of parts) {
    if (!ROLLING.has(part.type)) {
      pushText(part.value);
      continue;
    }
    for (const char of part.value) {
      if (char >= '0' && char <= '9') out.push({ kind: 'digit', digit: Number(char) });
      else pushText(char);
    }
  }
  return out;
}

/**
 * Where each part starts when the counter rolls from the amount `from` was cut into, part by part:
 * for a digit, its digit in `from`, the digits aligned on the last one and 0 in the columns `from`
 * did not have (9,80 € → 15,20 € starts at 09,80); null for text, which stays still.
 */
export function rollStarts(parts: readonly SlotPart[], from: readonly SlotPart[]): (number | null)[] {
  const before = from.flatMap((part) => (part.kind === 'digit' ? [part.digit] : []));
  // The index in `before` of the amount's first column (below 0 where the amount has more columns).
  let index = before.length - parts.filter((part) => part.kind === 'digit').length;
  return parts.map((part) => (part.kind === 'digit' ? (before[index++] ?? 0) : null));
}
