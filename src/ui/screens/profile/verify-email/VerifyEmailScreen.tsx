import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { TOKENS } from '../../../../composition/tokens';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { InfoPage } from '../../../components/InfoPage/InfoPage';
import { TextField } from '../../../components/TextField/TextField';
import { useInjection } from '../../../di/container-context';
import { useErrorText } from '../../../i18n/use-error-text';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';
import { useForm } from '../../../state/use-form';

/** Email verification (spec §4): a 4-digit code, confirm now or later. Withdrawals need it. */
export default function VerifyEmailScreen() {
  const { t } = useT();
  const errorText = useErrorText();
  const { session, notifications } = useStores();
  const { me } = useSnapshot(session.state);
  const sendCode = useInjection(TOKENS.SendVerificationCode);
  const confirm = useInjection(TOKENS.ConfirmEmail);
  const [, navigate] = useLocation();
  const [sending, setSending] = useState(false);
  const [form, formRef] = useForm<'code', { code: string }>({ code: '' });

  if (!me) return null;
  if (me.emailVerified) {
    return (
      <InfoPage page="verifyEmail" intro={t('auth:verify.verifiedTitle')}>
        <Card className="stack">
          <p>{t('auth:verify.verifiedBody')}</p>
          <Link href="/user/account">{t('auth:verify.toAccount')}</Link>
        </Card>
      </InfoPage>
    );
  }

  const send = async () => {
    if (sending) return;
    setSending(true);
    const result = await sendCode.execute();
    setSending(false);
    if (result.ok) notifications.notify('success', t('auth:verify.codeSent'), t('auth:verify.codeSentMessage', { email: me.email }));
    else notifications.notify('error', t('errors:sww'), errorText(result.error.code) ?? undefined);
  };

  const onSubmit = form.submit((v) => confirm.execute({ code: v.code }), {
    onSuccess: (user) => {
      session.signedIn(user);
      notifications.notify('success', t('auth:verify.confirmed'));
      navigate('/user/account');
    },
    onError: (error) => {
      if (error.code === 'code_not_recognised') form.setErrors({ code: 'code_not_recognised' });
      else notifications.notify('error', t('errors:sww'), errorText(error.code) ?? undefined);
    },
  });

  return (
    <InfoPage page="verifyEmail">
      <Card>
        <form ref={formRef} className="stack" noValidate onSubmit={(e) => void onSubmit(e)}>
          <p>{t('auth:verify.notValidated')}</p>
          <TextField
            label={t('auth:verify.code')}
            hint={t('auth:verify.codeHint', { email: me.email })}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={4}
            value={form.values.code}
            error={errorText(form.errors.code)}
            onChange={(e) => form.set('code', e.target.value.replace(/\D/g, ''))}
          />
          <Button type="submit" block busy={form.submitting}>
            {t('auth:verify.confirm')}
          </Button>
          <div className="row">
            <Button variant="secondary" busy={sending} onClick={() => void send()}>
              {t('auth:verify.resend')}
            </Button>
            <Link href="/user/account">{t('auth:verify.later')}</Link>
          </div>
        </form>
      </Card>
    </InfoPage>
  );
}
