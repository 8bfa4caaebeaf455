import { useEffect, useState } from 'react';
import { RichText } from '../../../components/RichText/RichText';
import { SubmitButton } from '../../../components/TextField/SubmitButton';
import { TextField } from '../../../components/TextField/TextField';
import { formatMoney } from '../../../i18n/format';
import { useErrorText } from '../../../i18n/use-error-text';
import { useLocale } from '../../../i18n/use-locale';
import { useT } from '../../../i18n/use-t';
import type { Locale } from '../../../../core/content/locale';
import type { ErrorCode } from '../../../../core/shared/domain-error';
import { ok } from '../../../../core/shared/result';
import { canWithdrawFrom, quoteWithdrawal } from '../../../../core/wallet/withdrawal';
import type { FormNotice, WithdrawalFlow } from '../../../../core/wallet/withdrawal-flow';
import { useWithdrawalStore } from '../../../state/use-withdrawal-store';
import type { useForm } from '../../../state/use-form';
import { useDestination } from './use-destination';
import type { WithdrawData } from './WithdrawFlow';
import styles from './WithdrawScreen.module.css';

/** Between two sentences: a space, but none after a Japanese full stop. */
const SENTENCE_GAP: Readonly<Record<Locale, string>> = { 'en-US': ' ', 'en-GB': ' ', 'en-CA': ' ', 'fr-FR': ' ', 'ja-JP': '' };

type AmountForm = ReturnType<typeof useForm<'amount', { amount: string }>>;

/** The amount step: the balance, the minimum and fee as hints, why the customer is back here, and Review. */
export function WithdrawForm({
  data,
  notice,
  unsure,
  form: [form, formRef],
}: {
  readonly data: WithdrawData;
  readonly notice: FormNotice | null;
  readonly unsure: WithdrawalFlow['unsure'];
  readonly form: AmountForm;
}) {
  const { t } = useT();
  const errorText = useErrorText();
  const { locale } = useLocale();
  const withdrawal = useWithdrawalStore();
  const destination = useDestination();
  const { balance, terms, bankData } = data;
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, locale);
  const { setFieldMessage, setErrors } = form;
  // Why the amount could not be reviewed, when it is not about the amount (no payout method set up).
  const [problem, setProblem] = useState<ErrorCode | null>(null);

  // "Fee included" only where the market charges one (issue 44: no fee in France, none said).
  const withFee = terms.fee.amount > 0;
  /** A refusal of the amount in words that state the figures (the minimum, the fee). */
  const amountText = (code: ErrorCode): string | null => {
    if (code !== 'amount_below_minimum') return errorText(code);
    if (terms.minimum)
      return t(withFee ? 'wallet:withdraw.belowMinimumErrorFeeIncluded' : 'wallet:withdraw.belowMinimumError', {
        minimum: money(terms.minimum),
      });
    if (terms.fee.amount > 0) return t('wallet:withdraw.belowFeeError', { fee: money(terms.fee) });
    return errorText(code);
  };

  // A refusal of the amount (by the checks below or by the server) is said under the field, and the
  // customer is put back on it.
  useEffect(() => {
    if (!notice?.onAmount) return;
    setErrors({ amount: notice.code });
    const text = amountText(notice.code);
    if (text) setFieldMessage('amount', text);
    formRef.current?.querySelector<HTMLInputElement>('input[name="amount"]')?.focus();
  }, [notice]); // eslint-disable-line react-hooks/exhaustive-deps

  const review = form.submit(
    async (values) => {
      setProblem(null);
      const quote = quoteWithdrawal({ text: values.amount, locale, balance, terms, bankData, emailVerified: data.emailVerified });
      if (!quote.ok && quote.error.code === 'invalid_input') {
        const code = quote.error.fields?.amount;
        const text = code ? amountText(code) : null;
        if (code && text) setFieldMessage('amount', text);
      }
      return quote.ok ? ok(quote.value) : quote;
    },
    {
      onSuccess: (quote) => withdrawal.review(quote, bankData),
      onError: (error) => setProblem(error.code),
    },
  );

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
  if (!canWithdrawFrom(balance, terms)) {
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

  const method = bankData.default;
  const announced = terms.source === 'announced';
  const feeRule =
    terms.fee.amount === 0
      ? null
      : terms.feeWaivedFrom
        ? t(announced ? 'wallet:withdraw.feeAnnouncedUnder' : 'wallet:withdraw.feeUnder', {
            fee: money(terms.fee),
            threshold: money(terms.feeWaivedFrom),
          })
        : t(announced ? 'wallet:withdraw.feeAnnouncedAlways' : 'wallet:withdraw.feeAlways', { fee: money(terms.fee) });
  const minimumRule =
    terms.minimum && t(withFee ? 'wallet:withdraw.minimumFeeIncluded' : 'wallet:withdraw.minimum', { minimum: money(terms.minimum) });
  const hint = [minimumRule, feeRule].filter(Boolean).join(SENTENCE_GAP[locale]);
  const formNotice = problem ? errorText(problem) : notice && !notice.onAmount ? errorText(notice.code) : null;
  return (
    <>
      {balanceLine}
      {unsure && (
        <p role="status" className={styles.alert}>
          {t('wallet:withdraw.unsureNotice', { amount: money(unsure.amount), destination: destination(unsure.method, bankData) })}
        </p>
      )}
      <form method="post" ref={formRef} className="stack" noValidate onSubmit={(e) => void review(e)}>
        <TextField
          label={t('wallet:withdraw.amount', { currency: balance.currency })}
          hint={hint || undefined}
          kind="amount"
          inputMode="decimal"
          autoComplete="off"
          {...form.field('amount')}
        />
        <p className="muted">
          {method && bankData.types[method] !== undefined
            ? t('wallet:withdraw.paidTo', { destination: destination(method, bankData) })
            : t('wallet:withdraw.noMethod')}
        </p>
        {formNotice && (
          <p role="alert" className={styles.alert}>
            {formNotice}
          </p>
        )}
        <SubmitButton state={form.submitState}>{t('wallet:withdraw.review')}</SubmitButton>
      </form>
    </>
  );
}
