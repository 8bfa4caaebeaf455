import { useId, useRef, useState } from 'react';
import { TOKENS } from '../../../../composition/tokens';
import type { CountryCode } from '../../../../core/content/locale';
import type { DomainError } from '../../../../core/shared/domain-error';
import { payoutMethodsIn, type BankData, type PayoutMethod } from '../../../../core/wallet/payout-method';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { useInjection } from '../../../di/container-context';
import { useErrorText } from '../../../i18n/use-error-text';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';
import { PayoutSetupModal } from './PayoutSetupModal';
import { isSetUp, savedInfo } from './payout-fields';
import { useMethodName } from './use-method-name';
import styles from './WithdrawScreen.module.css';

/**
 * The payout method buttons (spec §2): one per method the market offers, with its saved info (numbers
 * masked) or "not set up", and the default one marked (pressed). Pressing a method that is set up
 * makes it the default; one that is not opens its form. "Set up" / "Edit" beside each opens the form.
 */
export function PayoutMethods({
  country,
  bankData,
  onChange,
}: {
  readonly country: CountryCode;
  readonly bankData: BankData;
  readonly onChange: (bankData: BankData) => void;
}) {
  const { t } = useT();
  const errorText = useErrorText();
  const methodName = useMethodName();
  const { notifications } = useStores();
  const setDefault = useInjection(TOKENS.SetDefaultPayoutMethod);
  const [form, setForm] = useState<PayoutMethod | null>(null);
  const [saving, setSaving] = useState<PayoutMethod | null>(null);
  const busy = useRef(false);
  const titleId = useId();

  /** Spec §8: `defaultPaymentSaved`, or the error's message, else `sww`. */
  const failureText = (error: DomainError) =>
    error.code === 'something_went_wrong' ? (error.message ?? t('errors:sww')) : (errorText(error.code) ?? t('errors:sww'));

  const choose = async (method: PayoutMethod) => {
    if (!isSetUp(method, bankData)) {
      setForm(method);
      return;
    }
    if (bankData.default === method || busy.current) return;
    busy.current = true;
    setSaving(method);
    const result = await setDefault.execute(method);
    busy.current = false;
    setSaving(null);
    if (result.ok) {
      onChange(result.value);
      notifications.notify('success', t('account:payout.defaultPaymentSaved'), methodName(method));
    } else {
      notifications.notify('error', t('account:payout.defaultFailed'), failureText(result.error));
    }
  };

  return (
    <Card className="stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account:payout.title')}</h2>
      <p className="muted">{t('account:payout.intro')}</p>
      <ul className={styles.methods}>
        {payoutMethodsIn(country).map((method) => {
          const info = savedInfo(method, bankData);
          const isDefault = bankData.default === method && info !== null;
          const name = methodName(method);
          return (
            <li key={method} className={styles.method}>
              <Button
                variant="secondary"
                className={[styles.methodButton, isDefault ? styles.methodDefault : ''].join(' ')}
                aria-pressed={info === null ? undefined : isDefault}
                busy={saving === method}
                onClick={() => void choose(method)}
              >
                <span className={styles.methodName}>{name}</span>{' '}
                <span className={styles.methodInfo}>{info ?? t('account:payout.notSetUp')}</span>
                {isDefault && (
                  <>
                    {' '}
                    <span className={styles.defaultMark}>{t('account:payout.default')}</span>
                  </>
                )}
              </Button>
              <Button variant="ghost" onClick={() => setForm(method)}>
                {info === null ? t('account:payout.setUp') : t('account:payout.edit')} <span className="visually-hidden">{name}</span>
              </Button>
            </li>
          );
        })}
      </ul>
      {form && (
        <PayoutSetupModal
          method={form}
          country={country}
          bankData={bankData}
          onClose={() => setForm(null)}
          onSaved={(saved) => {
            setForm(null);
            onChange(saved);
            notifications.notify('success', t('account:payout.saved'), methodName(form));
          }}
        />
      )}
    </Card>
  );
}
