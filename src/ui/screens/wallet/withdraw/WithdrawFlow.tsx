import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { TOKENS } from '../../../../composition/tokens';
import type { CountryCode, Locale } from '../../../../core/content/locale';
import { TRANSPORT_ERROR_CODES, type DomainError, type ErrorCode } from '../../../../core/shared/domain-error';
import type { Money } from '../../../../core/shared/money';
import type { BankData } from '../../../../core/wallet/payout-method';
import {
  quoteWithdrawal,
  type WithdrawalQuote,
  type WithdrawalReceipt,
  type WithdrawalRequest,
  type WithdrawalTerms,
} from '../../../../core/wallet/withdrawal';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { RichText } from '../../../components/RichText/RichText';
import { SubmitButton } from '../../../components/TextField/SubmitButton';
import { TextField } from '../../../components/TextField/TextField';
import { useInjection } from '../../../di/container-context';
import { formatMoney } from '../../../i18n/format';
import { useErrorText } from '../../../i18n/use-error-text';
import { useLocale } from '../../../i18n/use-locale';
import { useT } from '../../../i18n/use-t';
import { useForm } from '../../../state/use-form';
import { savedInfo } from './payout-fields';
import { useMethodName } from './use-method-name';
import styles from './WithdrawScreen.module.css';

type Step =
  | { readonly kind: 'form' }
  | { readonly kind: 'review'; readonly quote: WithdrawalQuote; readonly request: WithdrawalRequest }
  | { readonly kind: 'done'; readonly quote: WithdrawalQuote; readonly receipt: WithdrawalReceipt; readonly destination: string };

/** No answer, or one that says nothing: the withdrawal may have been made. Only the same request (same key) may be sent again. */
const UNCERTAIN: readonly ErrorCode[] = TRANSPORT_ERROR_CODES.filter((code) => code !== 'rate_limited');

/** Refusals about the amount: said under the amount field, back on the form. */
const AMOUNT_REFUSALS: readonly ErrorCode[] = ['amount_invalid', 'amount_above_balance', 'amount_below_minimum'];

/** Between two sentences: a space, but none after a Japanese full stop. */
const SENTENCE_GAP: Readonly<Record<Locale, string>> = { 'en-US': ' ', 'en-GB': ' ', 'en-CA': ' ', 'fr-FR': ' ', 'ja-JP': '' };

const sameQuote = (request: WithdrawalRequest, quote: WithdrawalQuote) =>
  request.method === quote.method &&
  request.amount.amount === quote.amount.amount &&
  request.amount.currency === quote.amount.currency &&
  request.fee.amount === quote.fee.amount;

export interface WithdrawData {
  readonly country: CountryCode;
  readonly emailVerified: boolean;
  readonly balance: Money;
  readonly terms: WithdrawalTerms;
  readonly bankData: BankData;
}

/**
 * The withdrawal (spec §5, issue 9 point 5, 6): the amount, with the balance, the minimum and the
 * fee rule as hints; a review of amount, fee, net and destination; then one request, sent once.
 * The request (and its idempotency key) is made when the review opens: every retry of that review
 * sends it again unchanged, and a withdrawal whose outcome is unknown is never replaced by a new one
 * for the same amount.
 */
export function WithdrawFlow({
  data,
  onWithdrawn,
  onTermsChanged,
  onBalanceStale,
}: {
  readonly data: WithdrawData;
  readonly onWithdrawn: (receipt: WithdrawalReceipt) => void;
  /** The server's fee or minimum changed: read them again. */
  readonly onTermsChanged: () => void;
  /** The balance may have moved (refused as above it, or a withdrawal that may have been made). */
  readonly onBalanceStale: () => void;
}) {
  const { t } = useT();
  const errorText = useErrorText();
  const { locale } = useLocale();
  const methodName = useMethodName();
  const withdrawFunds = useInjection(TOKENS.WithdrawFunds);
  const [form, formRef] = useForm<'amount', { amount: string }>({ amount: '' });
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<DomainError | null>(null);
  // A request whose outcome is unknown (no answer): reviewing the same withdrawal again reuses it.
  const [unsure, setUnsure] = useState<WithdrawalRequest | null>(null);
  const inFlight = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formTitleId = useId();
  const money = (value: Money) => formatMoney(value, locale);
  const { terms, balance, bankData } = data;

  // Each step's heading takes the focus, so a screen reader hears where the customer now is.
  useEffect(() => {
    if (step.kind !== 'form') headingRef.current?.focus();
  }, [step.kind]);

  const review = form.submit(
    async (values) => {
      setNotice(null);
      return quoteWithdrawal({ text: values.amount, locale, balance, terms, bankData, emailVerified: data.emailVerified });
    },
    {
      onSuccess: (quote) => {
        setFailure(null);
        setStep({ kind: 'review', quote, request: unsure && sameQuote(unsure, quote) ? unsure : withdrawFunds.prepare(quote) });
      },
      onError: (error) => setNotice(errorText(error.code)),
    },
  );

  const backToForm = (message: string | null, amountError?: ErrorCode) => {
    setStep({ kind: 'form' });
    setNotice(message);
    if (amountError) form.setErrors({ amount: amountError });
    // Wait for the form to be back, then put the customer on the amount.
    setTimeout(() => formRef.current?.querySelector<HTMLInputElement>('input[name="amount"]')?.focus());
  };

  const confirm = async () => {
    if (step.kind !== 'review' || inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    const result = await withdrawFunds.execute(step.request);
    inFlight.current = false;
    setSending(false);
    if (result.ok) {
      setUnsure(null);
      form.set('amount', '');
      const destination = `${methodName(step.quote.method)} ${savedInfo(step.quote.method, bankData) ?? ''}`.trim();
      setStep({ kind: 'done', quote: step.quote, receipt: result.value, destination });
      onWithdrawn(result.value);
      return;
    }
    const { code } = result.error;
    if (UNCERTAIN.includes(code)) {
      setUnsure(step.request);
      setFailure(result.error);
      onBalanceStale();
    } else if (code === 'withdrawal_terms_changed') {
      onTermsChanged();
      backToForm(errorText(code));
    } else if (code === 'invalid_input') {
      backToForm(null, result.error.fields?.amount ?? 'amount_invalid');
    } else if (AMOUNT_REFUSALS.includes(code)) {
      if (code === 'amount_above_balance') onBalanceStale();
      backToForm(null, code);
    } else if (code === 'email_not_verified' || code === 'payout_method_not_set_up') {
      backToForm(errorText(code));
    } else {
      setFailure(result.error);
    }
  };

  if (step.kind === 'done') {
    return (
      <Card className="stack" aria-labelledby={formTitleId}>
        <div role="status" className="stack">
          <h2 id={formTitleId} ref={headingRef} tabIndex={-1}>
            {t('account:withdraw.doneTitle')}
          </h2>
          <p>{t('account:withdraw.doneBody', { amount: money(step.quote.net), destination: step.destination })}</p>
          <p>{t('account:withdraw.newBalance', { balance: money(step.receipt.balance) })}</p>
        </div>
        <div className="row">
          <Link href="/user/account">{t('account:withdraw.historyLink')}</Link>
          <Button variant="secondary" onClick={() => setStep({ kind: 'form' })}>
            {t('account:withdraw.another')}
          </Button>
        </div>
      </Card>
    );
  }

  if (step.kind === 'review') {
    const { quote } = step;
    const unknownOutcome = failure !== null && UNCERTAIN.includes(failure.code);
    return (
      <Card className="stack" aria-labelledby={formTitleId}>
        <h2 id={formTitleId} ref={headingRef} tabIndex={-1}>
          {t('account:withdraw.reviewTitle')}
        </h2>
        <dl className={styles.review}>
          <dt>{t('account:withdraw.reviewAmount')}</dt>
          <dd>{money(quote.amount)}</dd>
          <dt>{t('account:withdraw.reviewFee')}</dt>
          <dd>{money(quote.fee)}</dd>
          <dt>{t('account:withdraw.reviewNet')}</dt>
          <dd className={styles.net}>{money(quote.net)}</dd>
          <dt>{t('account:withdraw.reviewDestination')}</dt>
          <dd>
            {methodName(quote.method)} <span className={styles.account}>{savedInfo(quote.method, bankData)}</span>
          </dd>
        </dl>
        {failure && (
          <div role="alert" className={styles.alert}>
            <p>{unknownOutcome ? t('account:withdraw.unknownOutcome') : errorText(failure.code)}</p>
            {unknownOutcome && <p>{t('account:withdraw.sameRequest')}</p>}
          </div>
        )}
        <Button block busy={sending} onClick={() => void confirm()}>
          {failure ? t('account:withdraw.tryAgain') : t('account:withdraw.confirm')}
        </Button>
        <Button variant="secondary" block disabled={sending} onClick={() => backToForm(null)}>
          {t('account:withdraw.change')}
        </Button>
      </Card>
    );
  }

  const method = bankData.default;
  // Nothing any amount could pass: said at once rather than after a refused review.
  const belowMinimum = balance.currency === terms.minimum.currency && balance.amount < terms.minimum.amount;
  const feeRule =
    terms.fee.amount === 0
      ? null
      : terms.feeWaivedFrom
        ? t('account:withdraw.feeUnder', { fee: money(terms.fee), threshold: money(terms.feeWaivedFrom) })
        : t('account:withdraw.feeAlways', { fee: money(terms.fee) });
  return (
    <Card className="stack" aria-labelledby={formTitleId}>
      <h2 id={formTitleId}>{t('account:withdraw.formTitle')}</h2>
      <p className={styles.balance}>
        <RichText i18nKey="account:withdraw.balance" values={{ balance: money(balance) }} />
      </p>
      {belowMinimum ? (
        <p>{t('account:withdraw.belowMinimum', { minimum: money(terms.minimum) })}</p>
      ) : (
        <form ref={formRef} className="stack" noValidate onSubmit={(e) => void review(e)}>
          <TextField
            label={t('account:withdraw.amount', { currency: balance.currency })}
            hint={[t('account:withdraw.minimum', { minimum: money(terms.minimum) }), feeRule].filter(Boolean).join(SENTENCE_GAP[locale])}
            kind="amount"
            inputMode="decimal"
            autoComplete="off"
            {...form.field('amount')}
          />
          <p className="muted">
            {method && savedInfo(method, bankData) !== null
              ? t('account:withdraw.paidTo', { destination: `${methodName(method)} ${savedInfo(method, bankData) ?? ''}`.trim() })
              : t('account:withdraw.noMethod')}
          </p>
          {notice && (
            <p role="alert" className={styles.alert}>
              {notice}
            </p>
          )}
          <SubmitButton state={form.submitState}>{t('account:withdraw.review')}</SubmitButton>
        </form>
      )}
    </Card>
  );
}
