import { Link, Redirect, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { TOKENS } from '../../../../composition/tokens';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { InfoPage } from '../../../components/InfoPage/InfoPage';
import { CheckboxField } from '../../../components/TextField/CheckboxField';
import { TextField } from '../../../components/TextField/TextField';
import { useInjection } from '../../../di/container-context';
import { useErrorText } from '../../../i18n/use-error-text';
import { useLocale } from '../../../i18n/use-locale';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';
import { useForm } from '../../../state/use-form';
import styles from './SignupScreen.module.css';
import { TermsLabel } from './TermsLabel';

type Field = 'email' | 'password' | 'name' | 'zipCode' | 'terms';

/** Sign-up (spec §5): on success the customer is signed in, a code is sent, and they verify their email. */
export default function SignupScreen() {
  const { t } = useT();
  const errorText = useErrorText();
  const { locale } = useLocale();
  const { session, notifications } = useStores();
  const { status } = useSnapshot(session.state);
  const signUp = useInjection(TOKENS.SignUpUser);
  const sendCode = useInjection(TOKENS.SendVerificationCode);
  const [, navigate] = useLocation();
  const [form, formRef] = useForm<
    Field,
    { email: string; password: string; name: string; zipCode: string; terms: boolean; marketing: boolean; research: boolean }
  >({
    email: '',
    password: '',
    name: '',
    zipCode: '',
    terms: false,
    marketing: false,
    research: false,
  });
  const { values, errors, set } = form;

  if (status === 'authenticated' && !form.submitting) return <Redirect to="/user/account" replace />;

  const onSubmit = form.submit(
    (v) =>
      signUp.execute({
        email: v.email,
        password: v.password,
        name: v.name,
        zipCode: v.zipCode,
        termsAccepted: v.terms,
        marketingConsent: v.marketing,
        marketResearchConsent: v.research,
        locale,
      }),
    {
      onSuccess: (user) => {
        session.signedIn(user);
        // The code goes out at once; the verify screen offers to send another.
        void sendCode.execute();
        navigate('/user/verify-email', { replace: true });
      },
      onError: (error) => {
        if (error.code === 'email_taken') {
          form.setErrors({ email: 'email_taken' });
          return;
        }
        notifications.notify(
          'error',
          t('auth:signup.failed'),
          error.code === 'something_went_wrong' ? t('auth:signup.failedMessage') : (errorText(error.code) ?? undefined),
        );
      },
    },
  );

  return (
    <InfoPage page="signup">
      <Card className={styles.card}>
        <form ref={formRef} className="stack" noValidate onSubmit={(e) => void onSubmit(e)}>
          <TextField
            label={t('auth:signup.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            error={errorText(errors.email)}
            onChange={(e) => set('email', e.target.value)}
          />
          <TextField
            label={t('auth:signup.password')}
            hint={t('auth:signup.passwordHint')}
            type="password"
            name="new-password"
            autoComplete="new-password"
            value={values.password}
            error={errorText(errors.password)}
            onChange={(e) => set('password', e.target.value)}
          />
          <TextField
            label={t('auth:signup.name')}
            name="name"
            autoComplete="name"
            value={values.name}
            error={errorText(errors.name)}
            onChange={(e) => set('name', e.target.value)}
          />
          <TextField
            label={t('auth:signup.zipCode')}
            hint={t('auth:signup.zipHint')}
            name="postal-code"
            autoComplete="postal-code"
            value={values.zipCode}
            error={errorText(errors.zipCode)}
            onChange={(e) => set('zipCode', e.target.value)}
          />
          <CheckboxField
            label={<TermsLabel />}
            name="terms"
            checked={values.terms}
            error={errorText(errors.terms)}
            onChange={(e) => set('terms', e.target.checked)}
          />
          <p className={styles.privacy}>
            <Link href="/privacy-policy">{t('auth:signup.privacyLink')}</Link>
          </p>
          <fieldset className={styles.optional}>
            <legend>{t('auth:signup.optional')}</legend>
            <CheckboxField
              label={t('auth:signup.marketing')}
              name="marketing"
              checked={values.marketing}
              onChange={(e) => set('marketing', e.target.checked)}
            />
            <CheckboxField
              label={t('auth:signup.research')}
              name="research"
              checked={values.research}
              onChange={(e) => set('research', e.target.checked)}
            />
          </fieldset>
          <Button type="submit" block busy={form.submitting}>
            {t('auth:signup.submit')}
          </Button>
          <p className={styles.login}>
            {t('auth:signup.haveAccount')} <Link href="/login">{t('auth:signup.loginLink')}</Link>
          </p>
        </form>
      </Card>
    </InfoPage>
  );
}
