import { useState } from 'react';
import { useLocation } from 'wouter';
import { TOKENS } from '../../../../composition/tokens';
import type { DeletionBlock } from '../../../../core/profile/deletion';
import { Button } from '../../../components/Button/Button';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { Card } from '../../../components/Card/Card';
import { Loading } from '../../../components/Loading/Loading';
import { CheckboxField } from '../../../components/TextField/CheckboxField';
import { SubmitButton } from '../../../components/TextField/SubmitButton';
import { TextField } from '../../../components/TextField/TextField';
import { useInjection } from '../../../di/container-context';
import { useErrorText } from '../../../i18n/use-error-text';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';
import { useAsyncResult } from '../../../state/use-async';
import { useForm } from '../../../state/use-form';
import styles from './DeleteAccountSection.module.css';

type Field = 'password' | 'confirmed';

/** Each reason, the text that says it (errors namespace) and the way out (spec §8). */
const BLOCKS = {
  positive_balance: { code: 'delete_blocked_balance', href: '/user/withdraw', link: 'account:deletion.withdrawLink' },
  pending_request: { code: 'delete_blocked_pending', href: '/contact-us', link: 'account:deletion.contactLink' },
} as const;

const BLOCK_OF_ERROR = { delete_blocked_balance: 'positive_balance', delete_blocked_pending: 'pending_request' } as const;

/**
 * "Delete my account" at the end of the profile (spec §5). The balance and the pending transactions
 * are read first: while they block the deletion, the section says why with the way out, and shows
 * no form. Otherwise the password and the irreversibility box, and one danger button that sends
 * at once (the box is the confirmation step; see docs/decisions.md).
 */
export function DeleteAccountSection() {
  const { t } = useT();
  const errorText = useErrorText();
  const { session, notifications } = useStores();
  const [, navigate] = useLocation();
  const getBlock = useInjection(TOKENS.GetDeletionBlock);
  const [check, recheck] = useAsyncResult(() => getBlock.execute());
  // The server's refusal at submit (the figures changed since the page loaded) wins over the check.
  const [refused, setRefused] = useState<DeletionBlock | null>(null);
  const [{ field, check: checkbox, submit, submitState }, formRef] = useForm<Field, { password: string; confirmed: boolean }>({
    password: '',
    confirmed: false,
  });

  const onSubmit = submit(
    (values) =>
      session.deleteAccount(values, () => {
        navigate('/');
        notifications.notify('success', t('account:deletion.deletedTitle'), t('account:deletion.deletedMessage'));
      }),
    {
      onSuccess: () => undefined,
      onError: (error) => {
        if (error.code === 'delete_blocked_balance' || error.code === 'delete_blocked_pending') {
          setRefused(BLOCK_OF_ERROR[error.code]);
        }
        notifications.notify('error', t('account:deletion.failed'), errorText(error.code) ?? undefined);
      },
    },
  );

  const block = refused ?? (check.status === 'ready' ? check.value : null);

  return (
    <Card className={`stack ${styles.section}`} aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t('account:deletion.title')}</h2>
      <p>{t('account:deletion.explanation')}</p>
      {check.status === 'loading' && !refused && <Loading label={t('account:deletion.checking')} />}
      {check.status === 'error' && !refused && (
        <div className="stack" role="alert">
          <p>{t('account:deletion.checkFailed')}</p>
          <p>{errorText(check.error.code)}</p>
          <Button variant="secondary" onClick={recheck}>
            {t('common:actions.retry')}
          </Button>
        </div>
      )}
      {block && (
        <div className={`stack ${styles.blocked}`}>
          <p>{errorText(BLOCKS[block].code)}</p>
          <ButtonLink href={BLOCKS[block].href} variant="secondary">
            {t(BLOCKS[block].link)}
          </ButtonLink>
        </div>
      )}
      {check.status === 'ready' && !block && (
        <form ref={formRef} className="stack" noValidate onSubmit={(e) => void onSubmit(e)}>
          <p className="muted">{t('account:deletion.conditions')}</p>
          <TextField
            label={t('account:deletion.password')}
            kind="password"
            type="password"
            autoComplete="current-password"
            {...field('password')}
          />
          <CheckboxField label={t('account:deletion.confirm')} {...checkbox('confirmed')} />
          <SubmitButton state={submitState} variant="danger">
            {t('account:deletion.submit')}
          </SubmitButton>
        </form>
      )}
    </Card>
  );
}
