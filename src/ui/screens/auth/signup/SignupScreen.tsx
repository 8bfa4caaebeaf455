import { useState } from 'react';
import { usePreloadWhenIdle } from '../../../components/Later/later';
import { Link, Redirect, useLocation } from 'wouter';
import { Card } from '../../../components/Card/Card';
import { InfoPage } from '../../../components/InfoPage/InfoPage';
import { RichText } from '../../../components/RichText/RichText';
import { CheckboxField } from '../../../components/TextField/CheckboxField';
import { FormAlert } from '../../../components/TextField/FormAlert';
import { SubmitButton } from '../../../components/TextField/SubmitButton';
import { TextField } from '../../../components/TextField/TextField';
import { useCodeSentNotice } from '../../profile/verify-email/use-code-sent-notice';
import { useErrorText } from '../../../i18n/use-error-text';
import { useLocale } from '../../../i18n/use-locale';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';
import { useForm } from '../../../state/use-form';
import styles from './SignupScreen.module.css';
import { TermsLabel } from './TermsLabel';
import { useSession } from '../../../state/use-session';

type Field = 'email' | 'password' | 'name' | 'zipCode' | 'terms';

/** Sign-up (spec §5): on success the customer is signed in, a code is sent, and they verify their email. */
export default function SignupScreen() {
  const { t } = useT();
  const errorText = useErrorText();
  const { locale } = useLocale();
  const { session, notifications } = useStores();
  // The code of what it sends loads apart from the page's: fetched once the page is shown, not on the first tap.
  usePreloadWhenIdle(session.codeOf('signUp'));
  const { status } = useSession();
  const codeSentNotice = useCodeSentNotice();
  const [, navigate] = useLocation();
  // The server has no sign-up (a server with only the specification's calls): said until it works.
  const [unavailable, setUnavailable] = useState(false);
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

  if (status === 'authenticated' && !form.submitting) return <Redirect to="/user/account" replace />;

  const onSubmit = form.submit(
    (v) =>
      session.signUp({
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
      onSuccess: ({ user, codeSent }) => {
        codeSentNotice(codeSent, user.email);
        navigate('/user/verify-email', { replace: true });
      },
      onError: (error) => {
        if (error.code === 'email_taken') {
          form.setErrors({ email: 'email_taken' });
          return;
        }
        if (error.code === 'not_available') {
          setUnavailable(true);
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
    <InfoPage title={t('auth:signup.title')} description={t('auth:signup.description')} intro={<RichText i18nKey="auth:signup.intro" />}>
      <Card className={styles.card}>
        <form method="post" ref={formRef} className="stack" noValidate onSubmit={(e) => void onSubmit(e)}>
          <TextField label={t('auth:signup.email')} kind="email" {...form.field('email')} />
          <TextField
            label={t('auth:signup.password')}
            hint={t('auth:signup.passwordHint')}
            kind="password"
            autoComplete="new-password"
            {...form.field('password')}
            name="new-password"
          />
          <TextField label={t('auth:signup.name')} kind="name" autoComplete="name" {...form.field('name')} />
          <TextField
            label={t('auth:signup.zipCode')}
            hint={t('auth:signup.zipHint')}
            kind="zipCode"
            autoComplete="postal-code"
            {...form.field('zipCode')}
            name="postal-code"
          />
          <CheckboxField label={<TermsLabel />} {...form.check('terms')} />
          <fieldset className={styles.optional}>
            <legend>{t('auth:signup.optional')}</legend>
            <CheckboxField label={t('auth:signup.marketing')} {...form.check('marketing')} />
            <CheckboxField label={t('auth:signup.research')} {...form.check('research')} />
          </fieldset>
          {unavailable && (
            <FormAlert>
              <RichText i18nKey="auth:signup.notAvailable" />
            </FormAlert>
          )}
          <SubmitButton state={form.submitState}>{t('auth:signup.submit')}</SubmitButton>
          <p className={styles.login}>
            {t('auth:signup.haveAccount')} <Link href="/login">{t('auth:signup.loginLink')}</Link>
          </p>
        </form>
      </Card>
    </InfoPage>
  );
}
