import { useEffect } from 'react';
import { usePreloadWhenIdle } from '../../../components/Later/later';
import type { ChangePasswordInput } from '../../../../core/profile/use-cases/change-password';
import { Card } from '../../../components/Card/Card';
import { SubmitButton } from '../../../components/TextField/SubmitButton';
import { TextField } from '../../../components/TextField/TextField';
import { useInjection } from '../../../di/container-context';
import { useErrorText } from '../../../i18n/use-error-text';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';
import { useForm } from '../../../state/use-form';
import { TOKENS } from '../../../../composition/tokens';
import { useCustomerId } from '../../../state/use-customer-id';

type Field = keyof ChangePasswordInput;
const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmation: '' };

/**
 * Change password (spec §5): the current one, a new one of at least 8 characters and its
 * confirmation. A wrong current password is said under that field; any other failure is
 * "Password change failed". The session stays (the server keeps this session's tokens).
 */
export function ChangePasswordForm({ onDirty }: { readonly onDirty: (dirty: boolean) => void }) {
  const { t } = useT();
  const errorText = useErrorText();
  const { notifications } = useStores();
  const changePassword = useInjection(TOKENS.ChangePassword);
  // Its code loads apart from the page's: fetched once the page is shown, not on the first tap.
  usePreloadWhenIdle(changePassword);
  const customer = useCustomerId();
  const [form, formRef] = useForm<Field, ChangePasswordInput>(EMPTY);
  const dirty = Object.values(form.values).some((value) => value !== '');
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const onSubmit = form.submit((values) => changePassword.execute(values, customer), {
    onSuccess: () => {
      for (const key of Object.keys(EMPTY) as Field[]) form.set(key, '');
      notifications.notify('success', t('account:password.changed'), t('account:password.changedMessage'));
    },
    onError: (error) => notifications.notify('error', t('account:password.failed'), errorText(error.code) ?? undefined),
  });

  return (
    <Card aria-labelledby="profile-password">
      <h2 id="profile-password">{t('account:password.title')}</h2>
      <form method="post" ref={formRef} className="stack" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          label={t('account:password.current')}
          kind="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <TextField
          label={t('account:password.new')}
          hint={t('account:password.newHint')}
          kind="password"
          autoComplete="new-password"
          {...form.field('newPassword')}
        />
        <TextField label={t('account:password.confirmation')} kind="password" autoComplete="new-password" {...form.field('confirmation')} />
        <SubmitButton state={form.submitState}>{t('account:password.submit')}</SubmitButton>
      </form>
    </Card>
  );
}
