import { useEffect, useMemo, useState } from 'react';
import type { Locale } from '../../../core/content/locale';
import type { Money } from '../../../core/shared/money';
import { formatMoney } from '../../i18n/format';
import { rollStarts, SLOT_DIGIT_HEIGHT_PX, SLOT_STEP_MS, slotParts } from './slot-parts';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import styles from './SlotCounter.module.css';

export { SLOT_DIGIT_HEIGHT_PX, SLOT_STEP_MS } from './slot-parts';
interface Amounts {
  readonly value: Money;
  /** The amount the customer saw before (the device's copy): the digits roll from it. Null: shown at once. */
  readonly from: Money | null;
  readonly locale: Locale;
  readonly className?: string;
}

/**
 * An amount shown as a slot-machine counter: every digit column rolls from its digit in the amount
 * seen before to its own, one digit per 50 ms step; the currency sign and separators stay still
 * (issue 44 point 4: never from 0). With nothing seen before, or for people who ask for reduced
 * motion, the amount is shown at once. Screen readers only get the final amount (the rolling
 * columns are hidden from them).
 */
export function SlotCounter(props: Amounts) {
  const final = formatMoney(props.value, props.locale);
  return <Rolling key={final} {...props} final={final} />;
}

function Rolling({ value, from: fromNow, locale, final, className }: Amounts & { readonly final: string }) {
  const still = usePrefersReducedMotion();
  // Where this amount's roll started, kept for the whole roll whatever the parent says meanwhile.
  const [from] = useState(fromNow);
  // The parts of one amount: cut once, not on every step of the roll.
  const parts = useMemo(() => slotParts(value, locale), [value, locale]);
  const starts = useMemo(() => (from ? rollStarts(parts, slotParts(from, locale)) : null), [parts, from, locale]);
  // As many steps as the column that moves furthest; none without an amount seen before.
  const lastStep = Math.max(
    0,
    ...parts.map((part, index) => (part.kind === 'digit' ? Math.abs(part.digit - (starts?.[index] ?? part.digit)) : 0)),
  );
  const [step, setStep] = useState(0);
  const settled = still || step >= lastStep;
  // Part `index`'s digit now: `step` digits on from where it started, toward its own, up or down.
  const digitAt = (index: number, digit: number) => {
    const start = settled ? digit : (starts?.[index] ?? digit);
    return start + Math.sign(digit - start) * Math.min(step, Math.abs(digit - start));
  };

  useEffect(() => {
    if (settled) return;
    const timer = setInterval(() => setStep((current) => Math.min(current + 1, lastStep)), SLOT_STEP_MS);
    return () => clearInterval(timer);
  }, [settled, lastStep]);
  return (
    <span className={[styles.counter, className ?? ''].filter(Boolean).join(' ')} data-settled={settled || undefined}>
      <span className="visually-hidden">{final}</span>
      <span className={styles.reels} aria-hidden="true">
        {parts.map((part, index) =>
          part.kind === 'text' ? (
            <span key={index} className={styles.text}>
              {part.text}
            </span>
          ) : (
            <span key={index} className={styles.reel} style={{ height: SLOT_DIGIT_HEIGHT_PX }}>
              <span
                className={styles.strip}
                data-testid="slot-strip"
                style={{
                  lineHeight: `${SLOT_DIGIT_HEIGHT_PX}px`,
                  transform: `translateY(-${digitAt(index, part.digit) * SLOT_DIGIT_HEIGHT_PX}px)`,
                }}
              />
            </span>
          ),
        )}
      </span>
    </span>
  );
}
