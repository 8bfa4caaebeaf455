import { useId, type RefObject } from 'react';
import { Link } from 'wouter';
import type { AppliedTerms } from '../../../../core/wallet/applied-terms';
import type { WithdrawalStep } from '../../../../core/wallet/withdrawal-flow';
import { Button } from '../../../components/Button/Button';
import { SubmitButton } from '../../../components/TextField/SubmitButton';
import { formatMoney } from '../../../i18n/format';
import { useErrorText } from '../../../i18n/use-error-text';
import { useLocale } from '../../../i18n/use-locale';
import { useT } from '../../../i18n/use-t';
import { useWithdrawalStore } from '../../../state/use-withdrawal-store';
import { useSubmission } from '../../../state/use-submission';
import { savedInfo } from './saved-payout-info';
import { HeldWithdrawal } from './HeldWithdrawal';
import { useMethodName } from './use-method-name';
import styles from './WithdrawScreen.module.css';

type Shown = Exclude<WithdrawalStep, { kind: 'form' } | { kind: 'done' }>;

/** What happened to the request, in its own words (issue 17 point 4); nothing in `review`, held, or while it is sent. */
function useOutcomeText(step: Shown): readonly string[] {
  const { t } = useT();
  const errorText = useErrorText();
  switch (step.kind) {
    case 'unknown':
      return [t(`wallet:withdraw.unknown.${step.reason}`), t('wallet:withdraw.sameRequest')];
    case 'offline':
      return [t('wallet:withdraw.offline')];
    case 'refused':
      // The server's own words when it gave some for a refusal the app has no code for (spec §8).
      return [
        t('wallet:withdraw.refused'),
        step.error.code === 'something_went_wrong' && step.error.message ? step.error.message : (errorText(step.error.code) ?? ''),
      ];
    default:
      return [];
  }
}

/**
 * The review, and the request's fate when it was not made: exactly what will be sent (amount, fee, net,
 * destination as reviewed), Confirm — or, after an unknown outcome, offline or a refusal, Try again
 * with the very same request — and "Change the amount"; once confirmed, held a moment with "Undo"
 * (issue 47 point 3).
 */
export function WithdrawReview({
  step,
  terms,
  headingRef,
}: {
  readonly step: Shown;
  readonly terms: AppliedTerms;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useT();
  const { locale } = useLocale();
  const withdrawal = useWithdrawalStore();
  const methodName = useMethodName();
  const send = useSubmission();
  const titleId = useId();
  const outcome = useOutcomeText(step);
  const { quote, bankData } = step;
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, locale);
  const sending = step.kind === 'confirming';
  const destination = (method: typeof quote.method, data: typeof bankData) => `${methodName(method)} ${savedInfo(method, data)}`;
  // The destination changed elsewhere between the review and its confirmation: nothing was sent (issue 42).
  const was = step.kind === 'review' && step.changedFrom?.default ? { method: step.changedFrom.default, data: step.changedFrom } : null;
  const firstTry = step.kind === 'review' || (step.kind === 'confirming' && !step.retry);

  const confirm = () =>
    void send.guard(async () => {
      await withdrawal.confirm();
      const now = withdrawal.state.flow.step;
      if (now.kind === 'refused' && now.error.code === 'rate_limited') send.holdFor(now.error.retryAfterSeconds);
    });

  return (
    <section className="stack" aria-labelledby={titleId}>
      <h3 id={titleId} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {t('wallet:withdraw.reviewTitle')}
      </h3>
      <dl className={styles.review}>
        <dt>{t('wallet:withdraw.reviewAmount')}</dt>
        <dd>{money(quote.amount)}</dd>
        <dt>{terms.source === 'announced' ? t('wallet:withdraw.reviewFeeAnnounced') : t('wallet:withdraw.reviewFee')}</dt>
        <dd>{money(quote.fee)}</dd>
        <dt>{t('wallet:withdraw.reviewNet')}</dt>
        <dd className={styles.net}>{money(quote.net)}</dd>
        <dt>{t('wallet:withdraw.reviewDestination')}</dt>
        <dd>
          {methodName(quote.method)} <span className={styles.account}>{savedInfo(quote.method, bankData)}</span>
        </dd>
      </dl>
      {was && (
        <p role="alert" className={styles.alert}>
          {t('wallet:withdraw.destinationChanged', {
            before: destination(was.method, was.data),
            after: destination(quote.method, bankData),
          })}
        </p>
      )}
      {outcome.length > 0 && (
        <div role="alert" className={styles.alert}>
          {outcome.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      {step.kind === 'unknown' && (
        <p>
          <Link href="/user/account">{t('wallet:withdraw.checkHistory')}</Link>
        </p>
      )}
      {step.kind === 'holding' ? (
        <HeldWithdrawal />
      ) : (
        <>
          <SubmitButton state={{ ...send.state, submitting: send.state.submitting || sending }} onClick={confirm}>
            {firstTry ? t('wallet:withdraw.confirm') : t('wallet:withdraw.tryAgain')}
          </SubmitButton>
          <Button variant="secondary" block disabled={sending} onClick={() => withdrawal.event({ type: 'edit' })}>
            {t('wallet:withdraw.change')}
          </Button>
        </>
      )}
    </section>
  );
}
