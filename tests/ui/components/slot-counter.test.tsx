import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import type { Locale } from '../../../src/core/content/locale';
import { money, type Money } from '../../../src/core/shared/money';
import { SlotCounter } from '../../../src/ui/components/SlotCounter/SlotCounter';
import { shownDigits as shown } from '../../helpers/slot-counter';

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

  it('rolls each digit from the balance seen before to the new one in 50 ms steps, 50 px per digit, never from 0', () => {
    const { container } = render(<SlotCounter from={money(1275, 'EUR')} value={money(1520, 'EUR')} locale="fr-FR" />);
    expect(shown(container)).toBe('12,75\u00a0€');
    act(() => vi.advanceTimersByTime(49));
    expect(shown(container)).toBe('12,75\u00a0€');
    act(() => vi.advanceTimersByTime(1));
    // Each column moves one digit toward its own, down as well as up.
    expect(shown(container)).toBe('13,64\u00a0€');
    act(() => vi.advanceTimersByTime(2 * 50));
    expect(shown(container)).toBe('15,42\u00a0€');
    act(() => vi.advanceTimersByTime(2 * 50));
    expect(shown(container)).toBe('15,20\u00a0€');
    act(() => vi.advanceTimersByTime(1000));
    expect(shown(container)).toBe(format(money(1520, 'EUR'), 'fr-FR'));
    expect(container.querySelector('[data-settled]')).not.toBeNull();
  });

  it('shows the amount at once, still, when no balance was seen before (the first time on this device)', () => {
    const { container } = render(<SlotCounter from={null} value={money(1275, 'EUR')} locale="fr-FR" />);
    expect(shown(container)).toBe(format(money(1275, 'EUR'), 'fr-FR'));
    expect(container.querySelector('[data-settled]')).not.toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the amount at once when it is the one seen before', () => {
    const { container } = render(<SlotCounter from={money(980, 'JPY')} value={money(980, 'JPY')} locale="ja-JP" />);
    expect(shown(container)).toBe('￥980');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the currency sign and separators still and rolls each column of a long amount, yen without decimals', () => {
    const { container } = render(<SlotCounter from={money(980, 'JPY')} value={money(1234567, 'JPY')} locale="ja-JP" />);
    expect(container.querySelectorAll('[data-testid="slot-strip"]')).toHaveLength(7);
    // The columns the amount seen before did not have start at 0: 980 is 0,000,980.
    expect(shown(container)).toBe('￥0,000,980');
    act(() => vi.advanceTimersByTime(9 * 50));
    expect(shown(container)).toBe('￥1,234,567');
    expect(shown(container)).toBe(format(money(1234567, 'JPY'), 'ja-JP'));
  });

  it.each([
    ['fr-FR', '1\u202f234,56\u00a0€', money(123456, 'EUR')],
    ['ja-JP', '￥980', money(980, 'JPY')],
    ['en-US', '$12.50', money(1250, 'USD')],
  ] as const)('in %s, screen readers hear only the final amount, %s, even while it rolls', (locale, text, value) => {
    const { container } = render(<SlotCounter from={{ ...value, amount: 0 }} value={value} locale={locale} />);
    expect(shown(container)).not.toBe(text);
    expect(spoken(container)).toBe(text);
    act(() => vi.advanceTimersByTime(1000));
    expect(spoken(container)).toBe(text);
    expect(shown(container)).toBe(text);
  });

  it('shows the final amount at once, still, to people who prefer reduced motion', () => {
    preferReducedMotion(true);
    const { container } = render(<SlotCounter from={money(1210, 'GBP')} value={money(4890, 'GBP')} locale="en-GB" />);
    expect(shown(container)).toBe('£48.90');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rolls again, from the amount shown, when the amount changes', () => {
    const { container, rerender } = render(<SlotCounter from={null} value={money(500, 'CAD')} locale="en-CA" />);
    expect(shown(container)).toBe('$5.00');
    rerender(<SlotCounter from={money(500, 'CAD')} value={money(720, 'CAD')} locale="en-CA" />);
    expect(shown(container)).toBe('$5.00');
    act(() => vi.advanceTimersByTime(50));
    expect(shown(container)).toBe('$6.10');
    act(() => vi.advanceTimersByTime(1000));
    expect(shown(container)).toBe('$7.20');
  });
});
