import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { TOKENS } from '../../../../composition/tokens';
import { ACCOUNT_PATH, safeReturnPath } from '../../../app/return-path';
import { err } from '../../../../core/shared/result';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { LanguageSelect } from '../../../components/LanguageSelect/LanguageSelect';
import { SubmitButton } from '../../../components/TextField/SubmitButton';
import { TextField } from '../../../components/TextField/TextField';
import { useInjection } from '../../../di/container-context';
import { useErrorText } from '../../../i18n/use-error-text';
import { useLocale } from '../../../i18n/use-locale';
import { usePageTitle } from '../../../i18n/use-page-title';
import { useStores } from '../../../state/app-stores';
import { usePreloadWhenIdle } from '../../../components/Later/later';
import { useForm } from '../../../state/use-form';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import styles from './LoginScreen.module.css';
import { useSession } from '../../../state/use-session';

export default function LoginScreen() {
  const { t } = useT();
  const errorText = useErrorText();
  const { locale } = useLocale();
  const { session, notifications } = useStores();
  // The code of the sign-in loads apart from the page's: fetched once the page is shown, not on the first tap.
  usePreloadWhenIdle(session.codeOf('login'));
  const { status } = useSession();
  const demo = useInjection(TOKENS.DemoControls);
  const [, navigate] = useLocation();
  // Back where the customer came from (the navbar's login link and the guarded pages say where);
  // with nowhere named, their account, not the marketing home.
  const returnTo = safeReturnPath(new URLSearchParams(useSearch()).get('returnTo')) ?? ACCOUNT_PATH;
  const [form, formRef] = useForm<'email' | 'password', { email: string; password: string }>({ email: '', password: '' });
  const [forgotOpen, setForgotOpen] = useState(false);
  const title = t('auth:login.title');
  usePageTitle(title, t('auth:login.description'));

  // Already signed in (or just signed in): nothing to do here.
  if (status === 'authenticated') return <Redirect to={returnTo} replace />;

  const onSubmit = form.submit(
    async (v) => {
      const result = await session.login({ ...v, locale });
      if (result.ok || result.error.code !== 'wrong_password') return result;
      // Announced, and said where the customer looks: under the password, which gets the focus
      // (the server does not say whether the email or the password is wrong; the text says both).
      notifications.notify('error', t('auth:login.failed'), t('auth:login.failedMessage'));
      return err({ code: 'invalid_input' as const, fields: { password: 'wrong_password' as const } });
    },
    {
      onSuccess: () => navigate(returnTo, { replace: true }),
      onError: (error) => notifications.notify('error', t('errors:sww'), errorText(error.code) ?? undefined),
    },
  );

  return (
    <div className="page page--narrow">
      <h1>{title}</h1>
      <Card>
        <form method="post" ref={formRef} className="stack" noValidate onSubmit={(e) => void onSubmit(e)}>
          <LanguageSelect />
          <TextField label={t('auth:login.email')} kind="email" autoComplete="username" {...form.field('email')} />
          <TextField label={t('auth:login.password')} kind="password" autoComplete="current-password" {...form.field('password')} />
          <SubmitButton state={form.submitState}>{t('auth:login.submit')}</SubmitButton>
          <div className={styles.links}>
            <Button variant="ghost" onClick={() => setForgotOpen(true)}>
              {t('auth:login.forgotPassword')}
            </Button>
            <p className={styles.signup}>
              {t('auth:login.noAccount')} <Link href="/signup">{t('auth:login.signupLink')}</Link>
            </p>
          </div>
        </form>
      </Card>
      {demo.enabled && demo.credentials && (
        <aside className={styles.demo} aria-labelledby="demo-credentials">
          <h2 id="demo-credentials" className={styles.demoTitle}>
            {t('auth:login.demoTitle')}
          </h2>
          <p>{t('auth:login.demoBody')}</p>
          <DemoCredentials {...demo.credentials} />
          {demo.emptyCredentials && (
            <>
              <p className={styles.demoSecond}>{t('wallet:balance.demoEmptyAccount')}</p>
              <DemoCredentials {...demo.emptyCredentials} />
            </>
          )}
        </aside>
      )}
      {forgotOpen && <ForgotPasswordModal initialEmail={form.values.email} onClose={() => setForgotOpen(false)} />}
    </div>
  );
}

function DemoCredentials({ email, password }: { readonly email: string; readonly password: string }) {
  const { t } = useT();
  return (
    <dl className={styles.demoList}>
      <dt>{t('auth:login.email')}</dt>
      <dd>
        <code>{email}</code>
      </dd>
      <dt>{t('auth:login.password')}</dt>
      <dd>
        <code>{password}</code>
      </dd>
    </dl>
  );
}
