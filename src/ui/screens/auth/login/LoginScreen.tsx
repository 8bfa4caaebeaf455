import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { useSnapshot } from 'valtio';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import type { ErrorCode } from '../../../../core/shared/domain-error';
import { TOKENS } from '../../../../composition/tokens';
import { safeReturnPath } from '../../../app/return-path';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { LanguageSelect } from '../../../components/LanguageSelect/LanguageSelect';
import { TextField } from '../../../components/TextField/TextField';
import { useInjection } from '../../../di/container-context';
import { useErrorText } from '../../../i18n/use-error-text';
import { useLocale } from '../../../i18n/use-locale';
import { usePageTitle } from '../../../i18n/use-page-title';
import { useStores } from '../../../state/app-stores';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import styles from './LoginScreen.module.css';

type Field = 'email' | 'password';

export default function LoginScreen() {
  const { t } = useT();
  const errorText = useErrorText();
  const { locale } = useLocale();
  const { session, notifications } = useStores();
  const { status, loggingIn } = useSnapshot(session.state);
  const demo = useInjection(TOKENS.DemoControls);
  const [, navigate] = useLocation();
  const returnTo = safeReturnPath(new URLSearchParams(useSearch()).get('returnTo')) ?? '/';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, ErrorCode>>>({});
  const [forgotOpen, setForgotOpen] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const title = t('auth:login.title');
  usePageTitle(title, t('auth:login.description'));

  // Already signed in (or just signed in): nothing to do here.
  if (status === 'authenticated') return <Redirect to={returnTo} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await session.login({ email, password, locale });
    if (!result) return;
    if (result.ok) {
      navigate(returnTo, { replace: true });
      return;
    }
    const { error } = result;
    if (error.code === 'invalid_input') {
      const fields = (error.fields ?? {}) as Partial<Record<Field, ErrorCode>>;
      setErrors(fields);
      (fields.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    if (error.code === 'wrong_password') {
      notifications.notify('error', t('auth:login.failed'), t('auth:login.failedMessage'));
    } else {
      notifications.notify('error', t('errors:sww'), errorText(error.code) ?? undefined);
    }
  };

  return (
    <div className="page page--narrow">
      <h1>{title}</h1>
      <Card>
        <form className="stack" noValidate onSubmit={(e) => void submit(e)}>
          <LanguageSelect />
          <TextField
            ref={emailRef}
            label={t('auth:login.email')}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            error={errorText(errors.email)}
            onChange={(e) => {
              setEmail(e.target.value);
              if (errors.email) setErrors((prev) => ({ ...prev, email: undefined }));
            }}
          />
          <TextField
            ref={passwordRef}
            label={t('auth:login.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            error={errorText(errors.password)}
            onChange={(e) => {
              setPassword(e.target.value);
              if (errors.password) setErrors((prev) => ({ ...prev, password: undefined }));
            }}
          />
          <Button type="submit" block busy={loggingIn}>
            {t('auth:login.submit')}
          </Button>
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
          <dl className={styles.demoList}>
            <dt>{t('auth:login.email')}</dt>
            <dd>
              <code>{demo.credentials.email}</code>
            </dd>
            <dt>{t('auth:login.password')}</dt>
            <dd>
              <code>{demo.credentials.password}</code>
            </dd>
          </dl>
        </aside>
      )}
      {forgotOpen && <ForgotPasswordModal initialEmail={email} onClose={() => setForgotOpen(false)} />}
    </div>
  );
}
