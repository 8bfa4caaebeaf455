import { Link, useLocation, useSearch } from 'wouter';
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

/** The page the emailed reset link opens (`/reset-password?token=…`). */
export default function ResetPasswordScreen() {
  const { t } = useT();
  const errorText = useErrorText();
  const { notifications } = useStores();
  const setNewPassword = useInjection(TOKENS.SetNewPassword);
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token');
  const [form, formRef] = useForm<'password' | 'confirmation' | 'link', { password: string; confirmation: string }>({
    password: '',
    confirmation: '',
  });

  const onSubmit = form.submit((v) => setNewPassword.execute({ resetToken: token, ...v }), {
    onSuccess: () => {
      notifications.notify('success', t('auth:reset.done'), t('auth:reset.doneMessage'));
      navigate('/login', { replace: true });
    },
    onError: (error) => {
      if (error.code === 'password_link_used' || error.code === 'reset_link_incomplete') form.setErrors({ link: error.code });
      else notifications.notify('error', t('errors:sww'), errorText(error.code) ?? undefined);
    },
  });

  const linkProblem = form.errors.link ?? (token ? undefined : 'reset_link_incomplete');
  return (
    <InfoPage page="resetPassword">
      <Card>
        {linkProblem ? (
          <div className="stack" role="alert">
            <p>{errorText(linkProblem)}</p>
            <Link href="/login">{t('auth:reset.requestNew')}</Link>
          </div>
        ) : (
          <form ref={formRef} className="stack" noValidate onSubmit={(e) => void onSubmit(e)}>
            <TextField
              label={t('auth:reset.password')}
              hint={t('auth:signup.passwordHint')}
              type="password"
              name="new-password"
              autoComplete="new-password"
              value={form.values.password}
              error={errorText(form.errors.password)}
              onChange={(e) => form.set('password', e.target.value)}
            />
            <TextField
              label={t('auth:reset.confirmation')}
              type="password"
              name="confirm-password"
              autoComplete="new-password"
              value={form.values.confirmation}
              error={errorText(form.errors.confirmation)}
              onChange={(e) => form.set('confirmation', e.target.value)}
            />
            <Button type="submit" block busy={form.submitting}>
              {t('auth:reset.submit')}
            </Button>
          </form>
        )}
      </Card>
    </InfoPage>
  );
}
