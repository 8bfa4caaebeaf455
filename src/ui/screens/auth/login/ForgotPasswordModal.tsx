import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import type { ErrorCode } from '../../../../core/shared/domain-error';
import { TOKENS } from '../../../../composition/tokens';
import { Button } from '../../../components/Button/Button';
import { Modal } from '../../../components/Modal/Modal';
import { TextField } from '../../../components/TextField/TextField';
import { useInjection } from '../../../di/container-context';
import { useErrorText } from '../../../i18n/use-error-text';
import { useLocale } from '../../../i18n/use-locale';
import { useStores } from '../../../state/app-stores';

/** Forgot password (spec §2): the entry step, then a thank-you step with a way back for a mistyped address. */
export function ForgotPasswordModal({ initialEmail, onClose }: { readonly initialEmail: string; readonly onClose: () => void }) {
  const { t } = useT();
  const errorText = useErrorText();
  const { locale } = useLocale();
  const { notifications } = useStores();
  const requestReset = useInjection(TOKENS.RequestPasswordReset);
  const [step, setStep] = useState<'entry' | 'sent'>('entry');
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const result = await requestReset.execute({ email, locale });
    setSending(false);
    if (result.ok) {
      setError(null);
      setStep('sent');
      notifications.notify('success', t('auth:forgot.recoverySent'));
      return;
    }
    const { code, fields, message } = result.error;
    if (code === 'invalid_input') {
      setError(errorText(fields?.email as ErrorCode));
      return;
    }
    setError(message ?? errorText(code));
    notifications.notify('error', t('errors:sww'));
  };

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
      <form className="stack" noValidate onSubmit={(e) => void submit(e)}>
        <p>{t('auth:forgot.intro')}</p>
        <TextField
          label={t('auth:login.email')}
          type="email"
          name="recovery-email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          value={email}
          error={error}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
        />
        <Button type="submit" block busy={sending}>
          {t('auth:forgot.submit')}
        </Button>
      </form>
    </Modal>
  );
}
