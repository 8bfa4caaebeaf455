import { useState } from 'react';
import { usePreloadWhenIdle } from '../../../components/Later/later';
import { useLocation } from 'wouter';
import { DSAR_TYPES } from '../../../../core/support/support-request';
import { TOKENS } from '../../../../composition/tokens';
import { Card } from '../../../components/Card/Card';
import { InfoPage } from '../../../components/InfoPage/InfoPage';
import { RichText } from '../../../components/RichText/RichText';
import { FormAlert } from '../../../components/TextField/FormAlert';
import { SelectField } from '../../../components/TextField/SelectField';
import { SubmitButton } from '../../../components/TextField/SubmitButton';
import { TextAreaField } from '../../../components/TextField/TextAreaField';
import { TextField } from '../../../components/TextField/TextField';
import { useInjection } from '../../../di/container-context';
import { useErrorText } from '../../../i18n/use-error-text';
import { useLocale } from '../../../i18n/use-locale';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';
import { useForm } from '../../../state/use-form';

type Field = 'type' | 'name' | 'email' | 'phoneLast4' | 'details';

/** A data-subject request: what is asked, who asks, and the last 4 digits of their phone to check it. */
export default function DsarScreen() {
  const { t } = useT();
  const errorText = useErrorText();
  const { locale } = useLocale();
  const { notifications } = useStores();
  const send = useInjection(TOKENS.SendDataSubjectRequest);
  // Its code loads apart from the page's: fetched once the page is shown, not on the first tap.
  usePreloadWhenIdle(send);
  const [, navigate] = useLocation();
  // The server takes no such requests (a server with only the specification's calls): said until it does.
  const [unavailable, setUnavailable] = useState(false);
  const [{ field, submit, submitState }, formRef] = useForm<Field, Record<Field, string>>({
    type: '',
    name: '',
    email: '',
    phoneLast4: '',
    details: '',
  });

  const onSubmit = submit((v) => send.execute({ ...v, locale }), {
    onSuccess: () => navigate('/thank-you'),
    onError: (error) =>
      error.code === 'not_available'
        ? setUnavailable(true)
        : notifications.notify('error', t('support:dsar.failed'), errorText(error.code) ?? undefined),
  });

  return (
    <InfoPage title={t('support:dsar.title')} description={t('support:dsar.description')} intro={<RichText i18nKey="support:dsar.intro" />}>
      <Card>
        <form method="post" ref={formRef} className="stack" noValidate onSubmit={(e) => void onSubmit(e)}>
          <SelectField label={t('support:dsar.type')} {...field('type')}>
            <option value="">{t('support:dsar.choose')}</option>
            {DSAR_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`support:dsar.types.${type}`)}
              </option>
            ))}
          </SelectField>
          <TextField label={t('support:dsar.name')} kind="name" autoComplete="name" {...field('name')} />
          <TextField label={t('support:dsar.email')} hint={t('support:dsar.emailHint')} kind="email" {...field('email')} />
          <TextField
            label={t('support:dsar.phoneLast4')}
            hint={t('support:dsar.phoneHint')}
            kind="phoneLast4"
            inputMode="numeric"
            {...field('phoneLast4')}
          />
          <TextAreaField label={t('support:dsar.details')} kind="message" rows={4} {...field('details')} />
          {unavailable && (
            <FormAlert>
              <RichText i18nKey="support:dsar.notAvailable" />
            </FormAlert>
          )}
          <SubmitButton state={submitState}>{t('support:dsar.submit')}</SubmitButton>
        </form>
      </Card>
    </InfoPage>
  );
}
