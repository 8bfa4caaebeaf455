import { useEffect, useState } from 'react';
import { RichText } from '../../../components/RichText/RichText';
import { SubmitButton } from '../../../components/TextField/SubmitButton';
import { TextField } from '../../../components/TextField/TextField';
import { formatMoney } from '../../../i18n/format';
import { useErrorText } from '../../../i18n/use-error-text';
import { useLocale } from '../../../i18n/use-locale';
import { useT } from '../../../i18n/use-t';
import { defaultMethodOf, type PayoutMethod } from '../../../../core/wallet/payout-method';
import type { ErrorCode } from '../../../../core/shared/domain-error';
import { ok } from '../../../../core/shared/result';
import { canWithdrawFrom, quoteWithdrawal } from '../../../../core/wallet/withdrawal';
import type { FormNotice, WithdrawalFlow } from '../../../../core/wallet/withdrawal-flow';
import { useWithdrawalStore } from '../../../state/use-withdrawal-store';
import { useDestination } from './use-destination';
import type { AskedReview, WithdrawData } from './WithdrawFlow';
import type { useForm } from '../../../state/use-form';
import { useMethodName } from './use-method-name';
import { useTermsText } from './use-terms-text';
import { FeeNudgeLine } from './FeeNudgeLine';
import styles from './WithdrawScreen.module.css';

/** The amount's form: kept by the page, so that what is typed on the form drawn from the copy stays. */
export type AmountForm = ReturnType<typeof useForm<'amount', { amount: string }>>;

/**
 * What the amount step is drawn from: the fresh figures (`WithdrawData`), or, while the terms and
 * payout methods are read, the device's copy (issue 46 point 2): its balance — or the fresh one —
 * and the default payout method's name; nothing is decided from it: Review waits (`asked`).
 */
export type AmountData =
  | (WithdrawData & { readonly copiedMethod?: undefined })
  | (Omit<WithdrawData, 'terms' | 'bankData' | 'country'> & {
      readonly terms: null;
      readonly bankData: null;
      readonly copiedMethod: PayoutMethod | null;
    });

/** The amount step: the balance, the minimum and fee as hints, why the customer is back here, and Review. */
export function WithdrawForm({
  data,
  notice,
  unsure,
  form: [form, formRef],
  asked,
}: {
  readonly data: AmountData;
  readonly notice: FormNotice | null;
  readonly unsure: WithdrawalFlow['unsure'];
  readonly form: AmountForm;
  readonly asked: AskedReview;
}) {
  const { t } = useT();
  const errorText = useErrorText();
  const { locale } = useLocale();
  const withdrawal = useWithdrawalStore();
  const destination = useDestination();
  const methodName = useMethodName();
  const { balance, terms, bankData } = data;
  const { hint, amountText } = useTermsText(terms);
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, locale);
  const { setFieldMessage, setErrors } = form;
  // Why the amount could not be reviewed, when it is not about the amount (no payout method set up).
  const [problem, setProblem] = useState<ErrorCode | null>(null);

  // A refusal of the amount (by the checks below or by the server) is said under the field, and the
  // customer is put back on it.
  useEffect(() => {
    if (!notice?.onAmount) return;
    setErrors({ amount: notice.code });
    const text = amountText(notice.code);
    if (text) setFieldMessage('amount', text);
    formRef.current?.querySelector<HTMLInputElement>('input[name="amount"]')?.focus();
  }, [notice]); // eslint-disable-line react-hooks/exhaustive-deps

  // Drawn from the copy, nothing is reviewed: Review is asked, and the fresh form reviews once it is read.
  const fresh = data.terms === null ? null : data;
  const review =
    fresh &&
    form.submit(
      async (values) => {
        setProblem(null);
        const quote = quoteWithdrawal({ ...fresh, text: values.amount, locale });
        if (!quote.ok && quote.error.code === 'invalid_input') {
          const code = quote.error.fields?.amount;
          const text = code ? amountText(code) : null;
          if (code && text) setFieldMessage('amount', text);
        }
        return quote.ok ? ok(quote.value) : quote;
      },
      {
        onSuccess: (quote) => withdrawal.review(quote, fresh.bankData),
        onError: (error) => setProblem(error.code),
      },
    );

  // Review asked on the copy's form: done now that the fresh balance and terms are read (issue 46 point 2).
  useEffect(() => {
    if (!review || !asked.asked) return;
    asked.taken();
    if (fresh.emailVerified && canWithdrawFrom(fresh.balance, fresh.terms)) void review();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const balanceLine = (
    <p className={styles.balance}>
      <RichText i18nKey="wallet:withdraw.balance" values={{ balance: money(balance) }} />
    </p>
  );
  if (!data.emailVerified) {
    return (
      <>
        {balanceLine}
        <p>{errorText('email_not_verified')}</p>
      </>
    );
  }
  if (terms && !canWithdrawFrom(balance, terms)) {
    return (
      <>
        {balanceLine}
        {/* A withdrawal just refused (the balance changed meanwhile) stays said where its form was (issue 42). */}
        {notice && !notice.onAmount && (
          <p role="alert" className={styles.alert}>
            {errorText(notice.code)}
          </p>
        )}
        <p>
          {terms.minimum ? t('wallet:withdraw.belowMinimum', { minimum: money(terms.minimum) }) : t('wallet:withdraw.nothingToWithdraw')}
        </p>
        {balance.amount > 0 && (
          <p>
            <RichText i18nKey="wallet:withdraw.closeAccount" />
          </p>
        )}
      </>
    );
  }

  const paidTo = data.copiedMethod ?? (bankData && defaultMethodOf(bankData));
  const formNotice = problem ? errorText(problem) : notice && !notice.onAmount ? errorText(notice.code) : null;
  return (
    <>
      {balanceLine}
      {unsure && (
        <p role="status" className={styles.alert}>
          {t('wallet:withdraw.unsureNotice', {
            amount: money(unsure.amount),
            destination: bankData ? destination(unsure.method, bankData) : methodName(unsure.method),
          })}
        </p>
      )}
      <form
        method="post"
        ref={formRef}
        className="stack"
        noValidate
        onSubmit={(event) => {
          if (review) return void review(event);
          event.preventDefault();
          asked.ask();
        }}
      >
        <TextField
          label={t('wallet:withdraw.amount', { currency: balance.currency })}
          hint={hint || undefined}
          kind="amount"
          inputMode="decimal"
          autoComplete="off"
          {...form.field('amount')}
        />
        {terms && <FeeNudgeLine typed={form.values.amount} balance={balance} terms={terms} />}
        <p className="muted">
          {paidTo
            ? t('wallet:withdraw.paidTo', { destination: bankData ? destination(paidTo, bankData) : methodName(paidTo) })
            : bankData
              ? t('wallet:withdraw.noMethod')
              : '\u00a0'}
        </p>
        {formNotice && (
          <p role="alert" className={styles.alert}>
            {formNotice}
          </p>
        )}
        {/* Inserted when asked, so it is read out once. */}
        {asked.asked && !review && (
          <p role="status" className="muted">
            {t('wallet:copy.reviewWaiting')}
          </p>
        )}
        <SubmitButton state={review ? form.submitState : { ...form.submitState, submitting: asked.asked }}>
          {t('wallet:withdraw.review')}
        </SubmitButton>
      </form>
    </>
  );
}
