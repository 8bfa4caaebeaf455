import { useId, useState } from 'react';
import { TOKENS } from '../../../../composition/tokens';
import type { CountryCode } from '../../../../core/content/locale';
import type { DomainError } from '../../../../core/shared/domain-error';
import type { Holder } from '../../../../core/wallet/payout-form';
import { PENDING_HISTORY } from '../../../../core/wallet/history-query';
import { payoutMethodsIn, type PayoutMethod } from '../../../../core/wallet/payout-method';
import { removalOffer } from '../../../../core/wallet/payout-removal';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { Loaded } from '../../../components/Loaded/Loaded';
import { SubmitButton } from '../../../components/TextField/SubmitButton';
import { useInjection } from '../../../di/container-context';
import { useErrorText } from '../../../i18n/use-error-text';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';
import { useResource } from '../../../state/resource';
import { useSubmission } from '../../../state/use-submission';
import { later, usePreloadWhenIdle } from '../../../components/Later/later';
import { isSetUp, savedInfo } from './saved-payout-info';
import { RemoveMethodButton } from './RemoveMethodButton';
import { useMethodName } from './use-method-name';
import styles from './WithdrawScreen.module.css';
import { useWalletStore } from '../../../state/use-wallet-store';
import { useCustomerId } from '../../../state/use-customer-id';

// The dialogs load apart, fetched once the methods are shown: the page paints first.
const PayoutSetupModal = later(() => import('./PayoutSetupModal').then((m) => m.PayoutSetupModal));
const RemovePayoutDialog = later(() => import('./RemovePayoutDialog').then((m) => m.RemovePayoutDialog));

/**
 * The payout method buttons (spec §2): one per method the market offers, with its saved info (numbers
 * masked) or "not set up", and the default one marked (pressed). Pressing a method that is set up
 * makes it the default; one that is not opens its form. "Set up PayPal" / "Edit PayPal" beside each
 * opens the form; "Remove PayPal" asks first (RemovePayoutDialog), or says why not (RemoveMethodButton). While a withdrawal is reviewed (`locked`), nothing here can change: the review names
 * the method the money goes to (issue 17 point 3).
 */
export function PayoutMethods({
  country,
  holder,
  locked,
}: {
  readonly country: CountryCode;
  /** Who the customer is, for the bank form to start from (their name and address). */
  readonly holder: Holder | null;
  readonly locked: boolean;
}) {
  const { t } = useT();
  const errorText = useErrorText();
  const methodName = useMethodName();
  usePreloadWhenIdle(PayoutSetupModal, RemovePayoutDialog);
  const { notifications } = useStores();
  const wallet = useWalletStore();
  // The pending withdrawals, for whether a method can be removed: while they are not known, it is offered.
  const pending = useResource(wallet.transactions.get(PENDING_HISTORY));
  const setDefault = useInjection(TOKENS.SetDefaultPayoutMethod);
  const [form, setForm] = useState<PayoutMethod | null>(null);
  const [removing, setRemoving] = useState<PayoutMethod | null>(null);
  const send = useSubmission();
  const customer = useCustomerId();
  const titleId = useId();
  const lockedId = useId();

  /** Spec §8: `defaultPaymentSaved`, or the error's message, else `sww`. */
  const failureText = (error: DomainError) =>
    error.code === 'something_went_wrong' ? (error.message ?? t('errors:sww')) : (errorText(error.code) ?? t('errors:sww'));

  const makeDefault = (method: PayoutMethod) =>
    void send.guard(async () => {
      const result = await setDefault.execute(method, customer);
      if (result.ok) {
        wallet.payoutMethods.set(result.value);
        notifications.notify('success', t('wallet:payout.defaultPaymentSaved'), methodName(method));
      } else {
        if (result.error.code === 'rate_limited') send.holdFor(result.error.retryAfterSeconds);
        notifications.notify('error', t('wallet:payout.defaultFailed'), failureText(result.error));
      }
    }, method);

  return (
    <Card className="stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('wallet:payout.title')}</h2>
      <Loaded
        resource={wallet.payoutMethods}
        label={t('wallet:payout.loading')}
        failed={t('wallet:payout.loadFailed')}
        placeholderClassName={styles.methodsSlot}
      >
        {(bankData) => (
          <>
            <p className="muted">{t('wallet:payout.intro')}</p>
            {locked && (
              <p id={lockedId} role="status" className={styles.locked}>
                {t('wallet:payout.locked')}
              </p>
            )}
            <ul className={styles.methods}>
              {payoutMethodsIn(country).map((method) => {
                const info = savedInfo(method, bankData);
                const isDefault = bankData.default === method && info !== null;
                const name = methodName(method);
                const content = (
                  <>
                    <span className={styles.methodName}>{name}</span>{' '}
                    <span className={styles.methodInfo}>{info ?? t('wallet:payout.notSetUp')}</span>
                    {isDefault && (
                      <>
                        {' '}
                        <span className={styles.defaultMark}>{t('wallet:payout.default')}</span>
                      </>
                    )}
                  </>
                );
                const shared = {
                  className: [styles.methodButton, isDefault ? styles.methodDefault : ''].join(' '),
                  disabled: locked,
                  'aria-describedby': locked ? lockedId : undefined,
                };
                return (
                  <li key={method} className={styles.method}>
                    {isSetUp(method, bankData) ? (
                      <SubmitButton
                        {...shared}
                        variant="secondary"
                        block={false}
                        state={send.state}
                        target={method}
                        aria-pressed={isDefault}
                        onClick={() => {
                          if (!isDefault) makeDefault(method);
                        }}
                      >
                        {content}
                      </SubmitButton>
                    ) : (
                      <Button {...shared} variant="secondary" onClick={() => setForm(method)}>
                        {content}
                      </Button>
                    )}
                    <div className={styles.actions}>
                      <Button
                        variant="ghost"
                        disabled={locked}
                        aria-describedby={shared['aria-describedby']}
                        onClick={() => setForm(method)}
                      >
                        {t(info === null ? 'wallet:payout.setUpTitle' : 'wallet:payout.editTitle', { method: methodName(method, true) })}
                      </Button>
                      {info !== null && (
                        <RemoveMethodButton
                          name={methodName(method, true)}
                          offer={removalOffer(bankData, method, pending.value?.transactions ?? null)}
                          locked={locked ? lockedId : null}
                          onRemove={() => setRemoving(method)}
                        />
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
            {removing && (
              <RemovePayoutDialog
                method={removing}
                info={savedInfo(removing, bankData) ?? ''}
                isDefault={bankData.default === removing}
                onClose={() => setRemoving(null)}
              />
            )}
            {form && (
              <PayoutSetupModal
                method={form}
                country={country}
                bankData={bankData}
                holder={holder}
                onClose={() => setForm(null)}
                onSaved={(saved) => {
                  setForm(null);
                  wallet.payoutMethods.set(saved);
                  notifications.notify('success', t('wallet:payout.saved'), methodName(form));
                }}
              />
            )}
          </>
        )}
      </Loaded>
    </Card>
  );
}
