import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import type { Locale } from '../../../src/core/content/locale';
import { money, type Money } from '../../../src/core/shared/money';
import { SlotCounter } from '../../../src/ui/components/SlotCounter/SlotCounter';

/** What a sighted person reads: the static text, and in each digit column the digit its strip is scrolled to. */
function shown(container: HTMLElement): string {
  const reels = container.querySelector('[aria-hidden="true"]');
  if (!reels) throw new Error('no reels');
  return [...reels.children]
    .map((child) => {
      const strip = child.querySelector<HTMLElement>('[data-testid="slot-strip"]');
      if (!strip) return child.textContent;
      const offset = /^translateY\(-(\d+)px\)$/.exec(strip.style.transform);
      if (!offset) throw new Error(`unexpected transform ${strip.style.transform}`);
      return String(Number(offset[1]) / 50);
    })
    .join('');
}

/** What a screen reader reads: the text outside aria-hidden parts. */
function spoken(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((el) => el.remove());
  return copy.textContent ?? '';
}

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string): Partial<MediaQueryList> => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const format = (value: Money, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: value.currency }).format(
    value.currency === 'JPY' ? value.amount : value.amount / 100,
  );

describe('SlotCounter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    preferReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('rolls every digit up from 0 in 50 ms steps, 50 px per digit, and settles on the amount', () => {
    const { container } = render(<SlotCounter value={money(1275, 'EUR')} locale="fr-FR" />);
    expect(shown(container)).toBe('00,00\u00a0€');
    act(() => vi.advanceTimersByTime(49));
    expect(shown(container)).toBe('00,00\u00a0€');
    act(() => vi.advanceTimersByTime(1));
    expect(shown(container)).toBe('11,11\u00a0€');
    act(() => vi.advanceTimersByTime(50));
    expect(shown(container)).toBe('12,22\u00a0€');
    act(() => vi.advanceTimersByTime(5 * 50));
    expect(shown(container)).toBe('12,75\u00a0€');
    act(() => vi.advanceTimersByTime(1000));
    expect(shown(container)).toBe(format(money(1275, 'EUR'), 'fr-FR'));
    expect(container.querySelector('[data-settled]')).not.toBeNull();
  });

  it('keeps the currency sign and separators still and rolls each column of a long amount, yen without decimals', () => {
    const { container } = render(<SlotCounter value={money(1234567, 'JPY')} locale="ja-JP" />);
    expect(container.querySelectorAll('[data-testid="slot-strip"]')).toHaveLength(7);
    expect(shown(container)).toBe('￥0,000,000');
    act(() => vi.advanceTimersByTime(9 * 50));
    expect(shown(container)).toBe('￥1,234,567');
    expect(shown(container)).toBe(format(money(1234567, 'JPY'), 'ja-JP'));
  });

  it.each([
    ['fr-FR', '1\u202f234,56\u00a0€', money(123456, 'EUR')],
    ['ja-JP', '￥980', money(980, 'JPY')],
    ['en-US', '$12.50', money(1250, 'USD')],
  ] as const)('in %s, screen readers hear only the final amount, %s, even while it rolls', (locale, text, value) => {
    const { container } = render(<SlotCounter value={value} locale={locale} />);
    expect(spoken(container)).toBe(text);
    act(() => vi.advanceTimersByTime(1000));
    expect(spoken(container)).toBe(text);
    expect(shown(container)).toBe(text);
  });

  it('shows the final amount at once, still, to people who prefer reduced motion', () => {
    preferReducedMotion(true);
    const { container } = render(<SlotCounter value={money(4890, 'GBP')} locale="en-GB" />);
    expect(shown(container)).toBe('£48.90');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rolls again from 0 when the amount changes', () => {
    const { container, rerender } = render(<SlotCounter value={money(500, 'CAD')} locale="en-CA" />);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown(container)).toBe('$5.00');
    rerender(<SlotCounter value={money(720, 'CAD')} locale="en-CA" />);
    expect(shown(container)).toBe('$0.00');
    act(() => vi.advanceTimersByTime(1000));
    expect(shown(container)).toBe('$7.20');
  });
});
