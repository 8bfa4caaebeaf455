import { useState } from 'react';
import { TOKENS } from '../../../../composition/tokens';
import type { PayoutMethod } from '../../../../core/wallet/payout-method';
import type { PayoutRemoval } from '../../../../core/wallet/use-cases/remove-payout-method';
import { Button } from '../../../components/Button/Button';
import { Modal } from '../../../components/Modal/Modal';
import { SubmitButton } from '../../../components/TextField/SubmitButton';
import { useInjection } from '../../../di/container-context';
import { useErrorText } from '../../../i18n/use-error-text';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';
import { useSubmission } from '../../../state/use-submission';
import { useMethodName } from './use-method-name';
import styles from './WithdrawScreen.module.css';
import { useWalletStore } from '../../../state/use-wallet-store';
import { useCustomerId } from '../../../state/use-customer-id';

/** What an ended removal says in the dialog: each outcome of core's `PayoutRemoval` in its own words. */
function RemovalNotice({ outcome }: { readonly outcome: PayoutRemoval }) {
  const { t } = useT();
  const errorText = useErrorText();
  switch (outcome.kind) {
    case 'done':
      return null;
    case 'offline':
      return (
        <p role="alert" className={styles.alert}>
          {t('wallet:payout.removeOffline')}
        </p>
      );
    case 'unknown':
      return (
        <div role="alert" className={`stack ${styles.alert}`}>
          <p>{t(`wallet:payout.removeUnknown.${outcome.reason}`)}</p>
          <p>{t('wallet:payout.removeUnknownNext')}</p>
        </div>
      );
    case 'refused':
      return (
        <div role="alert" className={`stack ${styles.alert}`}>
          <p>{t('wallet:payout.removeFailed')}</p>
          <p>
            {outcome.error.code === 'not_available'
              ? t('wallet:payout.removeNotAvailable')
              : (errorText(outcome.error.code) ?? outcome.error.message ?? t('errors:sww'))}
          </p>
        </div>
      );
  }
}

/**
 * "Remove PayPal?" (issue 20, point 6): keeping it is the first and focused choice, and Escape keeps
 * it too. Removing is sent once at a time (the one guard); what happened is core's outcome, drawn
 * here: done closes with a notification and the methods the server now holds; anything else stays
 * in the dialog, said in words, with the same button to try again (removing twice does no harm).
 */
export function RemovePayoutDialog({
  method,
  info,
  isDefault,
  onClose,
}: {
  readonly method: PayoutMethod;
  /** The saved info, masked as on its button. */
  readonly info: string;
  readonly isDefault: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useT();
  const methodName = useMethodName();
  const { notifications } = useStores();
  const wallet = useWalletStore();
  const removePayoutMethod = useInjection(TOKENS.RemovePayoutMethod);
  const customer = useCustomerId();
  const send = useSubmission();
  const [outcome, setOutcome] = useState<PayoutRemoval | null>(null);
  const name = methodName(method, true);

  const remove = () =>
    void send.guard(async () => {
      const ended = await removePayoutMethod.execute(method, customer);
      if (ended.kind === 'done') {
        wallet.payoutMethods.set(ended.bankData);
        notifications.notify('success', t('wallet:payout.removed'), name);
        onClose();
        return;
      }
      if (ended.kind === 'refused' && ended.error.code === 'rate_limited') send.holdFor(ended.error.retryAfterSeconds);
      setOutcome(ended);
    });

  return (
    <Modal title={t('wallet:payout.removeTitle', { method: name })} onClose={onClose}>
      <div className="stack">
        <p>{t('wallet:payout.removeQuestion', { method: name, info })}</p>
        {isDefault && <p className="muted">{t('wallet:payout.removeDefaultNote')}</p>}
        {outcome && <RemovalNotice outcome={outcome} />}
        <div className="row">
          <Button autoFocus variant="secondary" onClick={onClose}>
            {t('wallet:payout.cancel')}
          </Button>
          <SubmitButton variant="danger" block={false} state={send.state} onClick={remove}>
            {t('wallet:payout.remove')}
          </SubmitButton>
        </div>
      </div>
    </Modal>
  );
}
