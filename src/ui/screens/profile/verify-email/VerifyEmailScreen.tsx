import { Link, useLocation, useSearch } from 'wouter';
import { usePreloadWhenIdle } from '../../../components/Later/later';
import { ACCOUNT_PATH, safeReturnPath } from '../../../app/return-path';
import { Card } from '../../../components/Card/Card';
import { InfoPage } from '../../../components/InfoPage/InfoPage';
import { RichText } from '../../../components/RichText/RichText';
import { SubmitButton } from '../../../components/TextField/SubmitButton';
import { TextField } from '../../../components/TextField/TextField';
import { keptDigits } from '../../../../core/shared/typed-text';
import { useErrorText } from '../../../i18n/use-error-text';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';
import { useSubmission } from '../../../state/use-submission';
import { useForm } from '../../../state/use-form';
import { useCodeSentNotice } from './use-code-sent-notice';
import { asClock, useResendWait } from './use-resend-wait';
import { useSession } from '../../../state/use-session';

/** Email verification (spec §4): a 4-digit code, confirm now or later. Withdrawals need it. */
export default function VerifyEmailScreen() {
  const { t } = useT();
  const errorText = useErrorText();
  const { session, notifications, codes } = useStores();
  // The code of what it sends loads apart from the page's: fetched once the page is shown, not on the first tap.
  usePreloadWhenIdle(session.codeOf('confirmEmail'), session.codeOf('sendCode'));
  const { me } = useSession();
  const codeSentNotice = useCodeSentNotice();
  const [, navigate] = useLocation();
  // Back to the page that asked for the verification (the withdraw page), else the account.
  const returnTo = safeReturnPath(new URLSearchParams(useSearch()).get('returnTo')) ?? ACCOUNT_PATH;
  const resend = useSubmission();
  const wait = useResendWait();
  const [form, formRef] = useForm<'code', { code: string }>({ code: '' });

  if (!me) return null;
  if (me.emailVerified) {
    return (
      <InfoPage title={t('auth:verify.title')} description={t('auth:verify.description')} intro={t('auth:verify.verifiedTitle')}>
        <Card className="stack">
          <p>{t('auth:verify.verifiedBody')}</p>
          <Link href="/user/account">{t('auth:verify.toAccount')}</Link>
        </Card>
      </InfoPage>
    );
  }

  const send = () => {
    if (wait > 0) return;
    void resend.guard(async () => codeSentNotice(await session.sendVerificationCode(), me.email));
  };

  const onSubmit = form.submit((v) => session.confirmEmail(v.code), {
    onSuccess: () => {
      notifications.notify('success', t('auth:verify.confirmed'));
      navigate(returnTo);
    },
    onError: (error) => {
      if (error.code === 'code_not_recognised') {
        form.setErrors({ code: 'code_not_recognised' });
        // Each code voids the ones before: after more than one, the code typed may be an older one.
        if (codes.state.sent > 1) form.setFieldMessage('code', t('auth:verify.olderCode'));
      } else notifications.notify('error', t('errors:sww'), errorText(error.code) ?? undefined);
    },
  });
  const code = form.field('code');

  return (
    <InfoPage title={t('auth:verify.title')} description={t('auth:verify.description')} intro={<RichText i18nKey="auth:verify.intro" />}>
      <Card>
        <form method="post" ref={formRef} className="stack" noValidate onSubmit={(e) => void onSubmit(e)}>
          <p>{t('auth:verify.notValidated')}</p>
          <TextField
            label={t('auth:verify.code')}
            hint={t('auth:verify.codeHint', { email: me.email })}
            kind="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            {...code}
            keep={keptDigits}
          />
          <SubmitButton state={form.submitState}>{t('auth:verify.confirm')}</SubmitButton>
          <div className="row">
            {/* Kept focusable while it waits (aria-disabled, not disabled): focus stays on the button just pressed. */}
            <SubmitButton state={resend.state} variant="secondary" block={false} aria-disabled={wait > 0 || undefined} onClick={send}>
              {wait > 0 ? t('auth:verify.resendIn', { wait: asClock(wait) }) : t('auth:verify.resend')}
            </SubmitButton>
            <Link href="/user/account">{t('auth:verify.later')}</Link>
          </div>
        </form>
      </Card>
    </InfoPage>
  );
}
