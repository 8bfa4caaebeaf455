import { useState } from 'react';
import { usePreloadWhenIdle } from '../../../components/Later/later';
import { useT } from '../../../i18n/use-t';
import { TOKENS } from '../../../../composition/tokens';
import { Button } from '../../../components/Button/Button';
import { Modal } from '../../../components/Modal/Modal';
import { SubmitButton } from '../../../components/TextField/SubmitButton';
import { TextField } from '../../../components/TextField/TextField';
import { useInjection } from '../../../di/container-context';
import { useErrorText } from '../../../i18n/use-error-text';
import { useLocale } from '../../../i18n/use-locale';
import { useStores } from '../../../state/app-stores';
import { useForm } from '../../../state/use-form';

/** Forgot password (spec §2): the entry step, then a thank-you step with a way back for a mistyped address. */
export function ForgotPasswordModal({ initialEmail, onClose }: { readonly initialEmail: string; readonly onClose: () => void }) {
  const { t } = useT();
  const errorText = useErrorText();
  const { locale } = useLocale();
  const { notifications } = useStores();
  const requestReset = useInjection(TOKENS.RequestPasswordReset);
  // Its code loads apart from the page's: fetched once the page is shown, not on the first tap.
  usePreloadWhenIdle(requestReset);
  const [step, setStep] = useState<'entry' | 'sent'>('entry');
  const [form, formRef] = useForm<'email', { email: string }>({ email: initialEmail });
  const email = form.values.email;

  const onSubmit = form.submit((v) => requestReset.execute({ email: v.email, locale }), {
    onSuccess: () => {
      setStep('sent');
      notifications.notify('success', t('auth:forgot.recoverySent'));
    },
    onError: (error) => {
      // Spec §8: the server's message under the field, and a notification.
      form.setFieldMessage('email', error.message ?? errorText(error.code) ?? t('errors:sww'));
      notifications.notify('error', t('errors:sww'));
    },
  });

  if (step === 'sent') {
    return (
      <Modal title={t('auth:forgot.sentTitle')} onClose={onClose}>
        <div className="stack">
          <p>{t('auth:forgot.sentBody', { email: email.trim() })}</p>
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
          <Button variant="ghost" onClick={() => setStep('entry')}>
            {t('auth:forgot.mistyped')}
          </Button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal title={t('auth:forgot.title')} onClose={onClose}>
      <form method="post" ref={formRef} className="stack" noValidate onSubmit={(e) => void onSubmit(e)}>
        <p>{t('auth:forgot.intro')}</p>
        <TextField label={t('auth:login.email')} kind="email" autoFocus {...form.field('email')} name="recovery-email" />
        <SubmitButton state={form.submitState}>{t('auth:forgot.submit')}</SubmitButton>
      </form>
    </Modal>
  );
}
