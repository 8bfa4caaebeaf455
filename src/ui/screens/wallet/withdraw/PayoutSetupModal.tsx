import { useEffect, useState } from 'react';
import { usePreloadWhenIdle } from '../../../components/Later/later';
import { TOKENS } from '../../../../composition/tokens';
import type { CountryCode } from '../../../../core/content/locale';
import { payoutFields, payoutFormStart, type Holder } from '../../../../core/wallet/payout-form';
import type { BankData, PayoutMethod } from '../../../../core/wallet/payout-method';
import { Modal } from '../../../components/Modal/Modal';
import { SelectField } from '../../../components/TextField/SelectField';
import { REGION_LISTS, regionChoices } from '../../../../core/profile/regions';
import { SubmitButton } from '../../../components/TextField/SubmitButton';
import { TextField } from '../../../components/TextField/TextField';
import { useInjection } from '../../../di/container-context';
import { useErrorText } from '../../../i18n/use-error-text';
import { useT } from '../../../i18n/use-t';
import { useForm } from '../../../state/use-form';
import styles from './WithdrawScreen.module.css';
import { accountTypesOf, fieldInput } from './payout-fields';
import { usePayoutFieldText } from './use-payout-field-text';
import { useMethodName } from './use-method-name';
import { useCustomerId } from '../../../state/use-customer-id';
import type { RecheckState } from '../../../../core/wallet/destination-recheck';
import { PasswordStep } from './PasswordStep';

type Values = Record<string, string>;

const UNKNOWN: RecheckState = { kind: 'ask', triesLeft: Number.POSITIVE_INFINITY };

/**
 * Sets up or replaces one payout method: PayPal's address, LINE Pay's reference number, or exactly the
 * fields the market's banks need, each with its expected format visible. SavePayoutMethod validates
 * and normalises before anything is sent; its field codes land on the fields. A refusal keeps
 * everything typed. It starts with what is saved, and the bank account with the profile's name and
 * address (`payoutFormStart`): nothing is typed twice. A new destination needs the password first
 * (PasswordStep, issue 47 point 4), unless it was given here in the last five minutes; once saved,
 * the server is told and this device notes it (SavePayoutMethod), without waiting.
 */
export function PayoutSetupModal({
  method,
  country,
  bankData,
  holder,
  onSaved,
  onClose,
}: {
  readonly method: PayoutMethod;
  readonly country: CountryCode;
  readonly bankData: BankData;
  readonly holder: Holder | null;
  readonly onSaved: (bankData: BankData) => void;
  readonly onClose: () => void;
}) {
  const { t } = useT();
  const errorText = useErrorText();
  const methodName = useMethodName();
  const text = usePayoutFieldText(country);
  const savePayoutMethod = useInjection(TOKENS.SavePayoutMethod);
  const readRecheck = useInjection(TOKENS.ReadPasswordRecheck);
  // Its code loads apart from the page's: fetched once the page is shown, not on the first tap.
  usePreloadWhenIdle(savePayoutMethod);
  const customer = useCustomerId();
  // Whether the password is asked first: not known until the device's record is read (a moment).
  const [recheck, setRecheck] = useState<RecheckState | null>(null);
  useEffect(() => {
    let current = true;
    // Its code not loaded: nothing known, so the password is asked (no tries said).
    void readRecheck.execute(customer).then((state) => current && setRecheck(state ?? UNKNOWN));
    return () => {
      current = false;
    };
  }, [readRecheck, customer]);
  const [failure, setFailure] = useState<string | null>(null);
  const [form, formRef] = useForm<string, Values>({ ...payoutFormStart(method, country, bankData, holder) });
  const editing = bankData.types[method] !== undefined;

  const onSubmit = form.submit(
    (values) => {
      setFailure(null);
      return savePayoutMethod.execute({ method, country, form: values, replaces: editing }, customer);
    },
    {
      onSuccess: onSaved,
      onError: (error) => setFailure(errorText(error.code) ?? error.message ?? t('errors:sww')),
    },
  );

  const fields = payoutFields(method, country);
  return (
    <Modal
      title={t(editing ? 'wallet:payout.editTitle' : 'wallet:payout.setUpTitle', { method: methodName(method, true) })}
      onClose={onClose}
    >
      {recheck !== null && recheck.kind !== 'clear' && <PasswordStep state={recheck} country={country} onChecked={setRecheck} />}
      {recheck?.kind === 'clear' && (
        <form method="post" ref={formRef} className="stack" noValidate onSubmit={(e) => void onSubmit(e)}>
          {method === 'TRANSFERWISE' && <p className="muted">{t('wallet:payout.bank.intro')}</p>}
          {editing && method !== 'PAYPAL' && <p className="muted">{t('wallet:payout.replaceNote')}</p>}
          {fields.map((field, index) => {
            const { label, hint } = text(field);
            if (field === 'accountType') {
              return (
                <SelectField key={field} label={label} {...form.field(field)}>
                  <option value="">{t('wallet:payout.bank.accountTypeChoose')}</option>
                  {accountTypesOf(country).map((type) => (
                    <option key={type} value={type}>
                      {country === 'jp'
                        ? t(`wallet:payout.bank.accountTypes.jp.${type as 'ORDINARY' | 'CURRENT' | 'SAVINGS'}`)
                        : t(`wallet:payout.bank.accountTypes.us.${type as 'CHECKING' | 'SAVINGS'}`)}
                    </option>
                  ))}
                </SelectField>
              );
            }
            const regionList = field === 'state' ? REGION_LISTS[country] : undefined;
            if (regionList) {
              return (
                <SelectField key={field} label={label} autoComplete="address-level1" {...form.field(field)}>
                  <option value="">{t(country === 'ca' ? 'wallet:payout.bank.stateCaChoose' : 'wallet:payout.bank.stateUsChoose')}</option>
                  {regionChoices(regionList, form.values[field] ?? '').map((region) => (
                    <option key={region.code} value={region.code}>
                      {region.name}
                    </option>
                  ))}
                </SelectField>
              );
            }
            const input = fieldInput(field, country);
            return (
              <TextField
                key={field}
                label={label}
                hint={hint}
                kind={input.kind}
                type={field === 'email' ? 'email' : 'text'}
                inputMode={input.inputMode}
                autoComplete={input.autoComplete}
                autoCapitalize={input.code ? 'off' : undefined}
                spellCheck={input.code ? false : undefined}
                autoFocus={index === 0}
                {...form.field(field)}
              />
            );
          })}
          {failure && (
            <p role="alert" className={styles.alert}>
              {failure}
            </p>
          )}
          <SubmitButton state={form.submitState}>{t('wallet:payout.save')}</SubmitButton>
        </form>
      )}
    </Modal>
  );
}
