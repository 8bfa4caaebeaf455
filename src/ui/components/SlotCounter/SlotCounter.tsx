import { useEffect, useMemo, useState } from 'react';
import type { Locale } from '../../../core/content/locale';
import type { Money } from '../../../core/shared/money';
import { formatMoney } from '../../i18n/format';
import { slotParts } from './slot-parts';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import styles from './SlotCounter.module.css';

/** Spec §2: the digits roll in 50 ms steps, each digit 50 px high. */
export const SLOT_STEP_MS = 50;
export const SLOT_DIGIT_HEIGHT_PX = 50;
/**
 * An amount shown as a slot-machine counter: every digit column rolls up from 0, one digit per
 * 50 ms step, until it reaches its digit; the currency sign and separators stay still. Screen
 * readers only get the final amount (the rolling columns are hidden from them); people who ask
 * for reduced motion see the final amount at once.
 */
export function SlotCounter({ value, locale, className }: { readonly value: Money; readonly locale: Locale; readonly className?: string }) {
  const final = formatMoney(value, locale);
  return <Rolling key={final} value={value} locale={locale} final={final} className={className} />;
}

function Rolling({
  value,
  locale,
  final,
  className,
}: {
  readonly value: Money;
  readonly locale: Locale;
  readonly final: string;
  readonly className?: string;
}) {
  const still = usePrefersReducedMotion();
  // The parts of one amount: cut once, not on every step of the roll.
  const parts = useMemo(() => slotParts(value, locale), [value, locale]);
  const lastStep = Math.max(0, ...parts.map((part) => (part.kind === 'digit' ? part.digit : 0)));
  const [step, setStep] = useState(0);
  const shownStep = still ? lastStep : step;
  const settled = still || step >= lastStep;
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
                  transform: `translateY(-${Math.min(shownStep, part.digit) * SLOT_DIGIT_HEIGHT_PX}px)`,
                }}
              />
            </span>
          ),
        )}
      </span>
    </span>
  );
}
