import { useId, type RefObject } from 'react';
import { Link } from 'wouter';
import { canWithdrawFrom } from '../../../../core/wallet/withdrawal';
import type { WithdrawalStep } from '../../../../core/wallet/withdrawal-flow';
import { Button } from '../../../components/Button/Button';
import { formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { useT } from '../../../i18n/use-t';
import { useWithdrawalStore } from '../../../state/use-withdrawal-store';
import { useDestination } from './use-destination';
import type { WithdrawData } from './WithdrawFlow';
import styles from './WithdrawScreen.module.css';

/** The withdrawal was made: what arrives where, the new balance, and another one only if the balance allows it. */
export function WithdrawDone({
  step,
  data,
  headingRef,
  onAnother,
}: {
  readonly step: Extract<WithdrawalStep, { kind: 'done' }>;
  readonly data: WithdrawData;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  readonly onAnother: () => void;
}) {
  const { t } = useT();
  const { locale } = useLocale();
  const withdrawal = useWithdrawalStore();
  const destination = useDestination();
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, locale);
  const { quote, receipt, bankData } = step;
  const titleId = useId();
  return (
    <section className="stack" aria-labelledby={titleId}>
      <div role="status" className="stack">
        <h3 id={titleId} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
          {t('wallet:withdraw.doneTitle')}
        </h3>
        <p>{t('wallet:withdraw.doneBody', { amount: money(quote.net), destination: destination(quote.method, bankData) })}</p>
        <p>{t('wallet:withdraw.newBalance', { balance: money(receipt.balance) })}</p>
      </div>
      <div className="row">
        <Link href="/user/account">{t('wallet:withdraw.historyLink')}</Link>
        {canWithdrawFrom(receipt.balance, data.terms) && (
          <Button
            variant="secondary"
            onClick={() => {
              onAnother();
              withdrawal.event({ type: 'another' });
            }}
          >
            {t('wallet:withdraw.another')}
          </Button>
        )}
      </div>
    </section>
  );
}
