import { useEffect, useState } from 'react';
import { usePreloadWhenIdle } from '../../../components/Later/later';
import { useLocation } from 'wouter';
import { TOKENS } from '../../../../composition/tokens';
import { Card } from '../../../components/Card/Card';
import { InfoPage } from '../../../components/InfoPage/InfoPage';
import { RichText } from '../../../components/RichText/RichText';
import { FormAlert } from '../../../components/TextField/FormAlert';
import { SubmitButton } from '../../../components/TextField/SubmitButton';
import { TextAreaField } from '../../../components/TextField/TextAreaField';
import { TextField } from '../../../components/TextField/TextField';
import { useInjection } from '../../../di/container-context';
import { useErrorText } from '../../../i18n/use-error-text';
import { useLocale } from '../../../i18n/use-locale';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';
import { useForm } from '../../../state/use-form';
import { useContactPrefill } from './use-contact-prefill';
import { useSession } from '../../../state/use-session';

type Field = 'name' | 'email' | 'subject' | 'message';

export default function ContactUsScreen() {
  const { t } = useT();
  const errorText = useErrorText();
  const { locale } = useLocale();
  const { notifications } = useStores();
  const { me } = useSession();
  const send = useInjection(TOKENS.SendContactMessage);
  // Its code loads apart from the page's: fetched once the page is shown, not on the first tap.
  usePreloadWhenIdle(send);
  const [, navigate] = useLocation();
  // The server takes no messages (a server with only the specification's calls): said until it does.
  const [unavailable, setUnavailable] = useState(false);
  // A signed-in customer does not have to type who they are again.
  const [{ values, set, field, submit, submitState }, formRef] = useForm<Field, Record<Field, string>>({
    name: '',
    email: '',
    subject: '',
    message: '',
  });
  // Filled in once the session is known, unless the visitor has typed something already.
  useEffect(() => {
    if (!me) return;
    if (!values.name) set('name', me.name);
    if (!values.email) set('email', me.email);
  }, [me]); // eslint-disable-line react-hooks/exhaustive-deps
  // "Something wrong with this return?" from the history, or "close my account" (see useContactPrefill).
  const report = useContactPrefill();
  useEffect(() => {
    if (!report) return;
    if (!values.subject) set('subject', report.subject);
    if (!values.message) set('message', report.message);
  }, [report?.subject, report?.message]); // eslint-disable-line react-hooks/exhaustive-deps

  const onSubmit = submit((v) => send.execute({ ...v, locale }), {
    onSuccess: () => navigate('/thank-you'),
    onError: (error) =>
      error.code === 'not_available'
        ? setUnavailable(true)
        : notifications.notify('error', t('support:contact.failed'), errorText(error.code) ?? undefined),
  });

  return (
    <InfoPage
      title={t('support:contact.title')}
      description={t('support:contact.description')}
      intro={<RichText i18nKey="support:contact.intro" />}
    >
      <Card>
        <form method="post" ref={formRef} className="stack" noValidate onSubmit={(e) => void onSubmit(e)}>
          <TextField label={t('support:contact.name')} kind="name" autoComplete="name" {...field('name')} />
          <TextField label={t('support:contact.email')} kind="email" {...field('email')} />
          <TextField label={t('support:contact.subject')} kind="subject" {...field('subject')} />
          <TextAreaField label={t('support:contact.message')} kind="message" rows={6} {...field('message')} />
          {unavailable && (
            <FormAlert>
              <RichText i18nKey="support:contact.notAvailable" />
            </FormAlert>
          )}
          <SubmitButton state={submitState}>{t('support:contact.submit')}</SubmitButton>
        </form>
      </Card>
    </InfoPage>
  );
}
