import { useEffect, useState } from 'react';
import { usePreloadWhenIdle } from '../../../components/Later/later';
import { Link, useLocation, useSearch } from 'wouter';
import { TOKENS } from '../../../../composition/tokens';
import { resetTokenAtStart } from '../../../app/reset-link-token';
import { Card } from '../../../components/Card/Card';
import { InfoPage } from '../../../components/InfoPage/InfoPage';
import { RichText } from '../../../components/RichText/RichText';
import { SubmitButton } from '../../../components/TextField/SubmitButton';
import { TextField } from '../../../components/TextField/TextField';
import { useInjection } from '../../../di/container-context';
import { useErrorText } from '../../../i18n/use-error-text';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';
import { useForm } from '../../../state/use-form';

/** The address without its `token` parameter, the rest kept. */
function withoutToken(location: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('token');
  const rest = params.toString();
  return `${location}${rest ? `?${rest}` : ''}`;
}

/**
 * The page the emailed reset link opens (`/reset-password?token=…`). Opened from the link, the
 * token left the address at start, before any other code ran (src/ui/app/start-first.ts); reached
 * inside the app with a token in its address, the token is read once and then removed from the
 * address bar (replaced, not pushed). Either way it does not linger in the history, a shared
 * screenshot or a request's Referer.
 */
export default function ResetPasswordScreen() {
  const { t } = useT();
  const errorText = useErrorText();
  const { notifications } = useStores();
  const setNewPassword = useInjection(TOKENS.SetNewPassword);
  // Its code loads apart from the page's: fetched once the page is shown, not on the first tap.
  usePreloadWhenIdle(setNewPassword);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const tokenInAddress = new URLSearchParams(search).get('token');
  // Opened from the link, the token was taken out of the address at start (reset-link-token.ts).
  const [token, setToken] = useState(() => tokenInAddress ?? resetTokenAtStart());
  const [form, formRef] = useForm<'password' | 'confirmation' | 'link', { password: string; confirmation: string }>({
    password: '',
    confirmation: '',
  });

  // A newer link opened on this page replaces the token read before.
  if (tokenInAddress && tokenInAddress !== token) setToken(tokenInAddress);
  useEffect(() => {
    if (!tokenInAddress) return;
    navigate(withoutToken(location, search), { replace: true });
  }, [tokenInAddress]); // eslint-disable-line react-hooks/exhaustive-deps

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
    <InfoPage title={t('auth:reset.title')} description={t('auth:reset.description')} intro={<RichText i18nKey="auth:reset.intro" />}>
      <Card>
        {linkProblem ? (
          <div className="stack" role="alert">
            <p>{errorText(linkProblem)}</p>
            <Link href="/login">{t('auth:reset.requestNew')}</Link>
          </div>
        ) : (
          <form method="post" ref={formRef} className="stack" noValidate onSubmit={(e) => void onSubmit(e)}>
            <TextField
              label={t('auth:reset.password')}
              hint={t('auth:signup.passwordHint')}
              kind="password"
              autoComplete="new-password"
              {...form.field('password')}
              name="new-password"
            />
            <TextField
              label={t('auth:reset.confirmation')}
              kind="password"
              autoComplete="new-password"
              {...form.field('confirmation')}
              name="confirm-password"
            />
            <SubmitButton state={form.submitState}>{t('auth:reset.submit')}</SubmitButton>
          </form>
        )}
      </Card>
    </InfoPage>
  );
}
