import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { CountryCode } from '../../../../core/content/locale';
import type { Money } from '../../../../core/shared/money';
import type { BankData } from '../../../../core/wallet/payout-method';
import type { AppliedTerms } from '../../../../core/wallet/applied-terms';
import { useWithdrawalStore } from '../../../state/use-withdrawal-store';
import { later } from '../../../components/Later/later';
import { WithdrawForm, type AmountForm } from './WithdrawForm';
import { formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { useT } from '../../../i18n/use-t';

// The steps after the amount load apart, fetched as soon as the form is shown: the page paints first.
const WithdrawReview = later(() => import('./WithdrawReview').then((m) => m.WithdrawReview));
const WithdrawDone = later(() => import('./WithdrawDone').then((m) => m.WithdrawDone));

/**
 * Review pressed on the form drawn from the device's copy (issue 46 point 2), before the fresh figures
 * were read: `ask` marks it; the fresh form then reviews at once, and `taken` clears it.
 */
export interface AskedReview {
  readonly asked: boolean;
  readonly ask: () => void;
  readonly taken: () => void;
}

export interface WithdrawData {
  readonly country: CountryCode;
  readonly emailVerified: boolean;
  readonly balance: Money;
  readonly terms: AppliedTerms;
  readonly bankData: BankData;
}

/**
 * The withdrawal (spec §5; issue 9 points 5, 6; issue 17): the amount, its review, the outcome. Each
 * step is the wallet store's `withdrawal.flow` (core's state machine) drawn as it is; the amount typed
 * stays while the customer goes back and forth.
 */
export function WithdrawFlow({
  data,
  form: amountForm,
  asked,
}: {
  readonly data: WithdrawData;
  /** The page's, not the form step's: the amount stays typed while the review is shown and after a failure. */
  readonly form: AmountForm;
  readonly asked: AskedReview;
}) {
  const { t } = useT();
  const { locale } = useLocale();
  const { flow } = useSnapshot(useWithdrawalStore().state);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const kind = flow.step.kind;
  // Held and being sent are the review's own states: its heading keeps the focus it took.
  const seen = kind === 'confirming' || kind === 'holding' ? 'review' : kind;
  const undone = flow.step.kind === 'form' ? flow.step.undone : undefined;

  // The next steps are fetched as the form shows, not when idle: a customer may press Enter at once,
  // and the review's heading must be there to take the focus as it appears.
  useEffect(() => {
    WithdrawReview.preload().catch(() => undefined);
    WithdrawDone.preload().catch(() => undefined);
  }, []);

  // Each step's heading takes the focus, so a screen reader hears where the customer now is — also when
  // the step's code is still on its way (a review asked on the form drawn from the copy, issue 46).
  useEffect(() => {
    // Undone: back on the amount, which the Undo button no longer there would have left without focus.
    if (seen === 'form') return void (undone && amountForm[1].current?.querySelector<HTMLInputElement>('input[name="amount"]')?.focus());
    if (headingRef.current) return headingRef.current.focus();
    let live = true;
    const step = seen === 'done' ? WithdrawDone : WithdrawReview;
    void step.preload().then(() => requestAnimationFrame(() => live && headingRef.current?.focus()));
    return () => void (live = false);
  }, [seen]); // eslint-disable-line react-hooks/exhaustive-deps -- on a change of step only

  if (flow.step.kind === 'done')
    return <WithdrawDone step={flow.step} data={data} headingRef={headingRef} onAnother={() => amountForm[0].set('amount', '')} />;
  if (flow.step.kind !== 'form') return <WithdrawReview step={flow.step} terms={data.terms} headingRef={headingRef} />;
  return (
    <>
      {/* Undone during its hold (issue 47 point 3): said once, above the form as it was. */}
      {undone && (
        <p role="status" className="muted">
          {t('wallet:withdraw.undone', { amount: formatMoney(undone.amount, locale) })}
        </p>
      )}
      <WithdrawForm data={data} notice={flow.notice} unsure={flow.unsure} form={amountForm} asked={asked} />
    </>
  );
}
