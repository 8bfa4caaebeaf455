import { Link } from 'wouter';
import type { Locale } from '../../../../../core/content/locale';
import { payoutTimeline, type PayoutStep } from '../../../../../core/wallet/payout-timeline';
import type { Transaction } from '../../../../../core/wallet/transaction';
import { TOKENS } from '../../../../../composition/tokens';
import { useInjection } from '../../../../di/container-context';
import { formatDate } from '../../../../i18n/format';
import type { T } from './history-text';
import styles from './PayoutProgress.module.css';

// Where a withdrawal is (issue 47 point 2), in its opened item: its steps, each with its state in words
// and its time when the server gives it; while pending, when it usually arrives; once past that, that
// it is late, and the contact form prefilled with it.

const TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

function stepText(step: PayoutStep, t: T, locale: Locale): string {
  const name = t(`wallet:history.timeline.steps.${step.kind}`);
  if (step.state !== 'done') return t(`wallet:history.timeline.${step.state}`, { step: name });
  return step.at
    ? t('wallet:history.timeline.doneAt', { step: name, time: formatDate(step.at, locale, TIME) })
    : t('wallet:history.timeline.done', { step: name });
}

export function PayoutProgress({ tx, t, locale }: { readonly tx: Transaction; readonly t: T; readonly locale: Locale }) {
  const now = useInjection(TOKENS.Clock).now();
  const timeline = payoutTimeline(tx, now);
  if (!timeline) return null;
  const { steps, estimate, overdue } = timeline;
  return (
    <>
      <ol className={styles.steps} aria-label={t('wallet:history.timeline.label')}>
        {steps.map((step) => (
          <li key={step.kind} className={styles.step} data-state={step.state} aria-current={step.state === 'current' ? 'step' : undefined}>
            {stepText(step, t, locale)}
          </li>
        ))}
      </ol>
      {estimate && <p>{t('wallet:history.timeline.estimate', { count: estimate.businessDays })}</p>}
      {overdue && (
        <p>
          {t('wallet:history.timeline.overdue')}{' '}
          <Link href={`/contact-us?about=${encodeURIComponent(tx.id)}`}>{t('wallet:history.timeline.contact')}</Link>
        </p>
      )}
    </>
  );
}
