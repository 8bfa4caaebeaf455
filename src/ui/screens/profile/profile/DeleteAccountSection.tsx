import { useLocation } from 'wouter';
import { usePreloadWhenIdle } from '../../../components/Later/later';
import { DELETION_BLOCK_ERRORS, deletionBlock, deletionBlockOf, type DeletionBlock } from '../../../../core/profile/deletion';
import type { DeletionStep } from '../../../../core/profile/deletion-flow';
import { PENDING_HISTORY } from '../../../../core/wallet/history-query';
import { canWithdrawFrom } from '../../../../core/wallet/withdrawal';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { Card } from '../../../components/Card/Card';
import { LoadFailed } from '../../../components/Loaded/Loaded';
import { Loading } from '../../../components/Loading/Loading';
import { RichText } from '../../../components/RichText/RichText';
import { CheckboxField } from '../../../components/TextField/CheckboxField';
import { SubmitButton } from '../../../components/TextField/SubmitButton';
import { TextField } from '../../../components/TextField/TextField';
import { useErrorText } from '../../../i18n/use-error-text';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';
import { useWalletStore } from '../../../state/use-wallet-store';
import { useResource } from '../../../state/resource';
import { useForm } from '../../../state/use-form';
import styles from './DeleteAccountSection.module.css';
import { useSession } from '../../../state/use-session';

type Field = 'password' | 'confirmed';

/** Each reason's way out (spec §8); the text that says it is its error code's (DELETION_BLOCK_ERRORS, errors namespace). */
const WAYS_OUT = {
  positive_balance: { href: '/user/withdraw', link: 'account:deletion.withdrawLink' },
  pending_request: { href: '/contact-us', link: 'account:deletion.contactLink' },
} as const satisfies Record<DeletionBlock, unknown>;

/** What the deletion's last step says, in its own words (issue 17 point 4). */
function StepNotice({ step }: { readonly step: DeletionStep }) {
  const { t } = useT();
  const errorText = useErrorText();
  if (step.kind === 'unknown') {
    return (
      <div role="alert" className={`stack ${styles.blocked}`}>
        <p>{t(`account:deletion.unknown.${step.reason}`)}</p>
        <p>{t('account:deletion.unknownNext')}</p>
      </div>
    );
  }
  if (step.kind === 'offline') return <p role="alert">{t('account:deletion.offline')}</p>;
  if (step.kind === 'refused' && step.error.code === 'not_available') {
    return (
      <p role="alert">
        <RichText i18nKey="account:deletion.notAvailable" />
      </p>
    );
  }
  if (step.kind === 'refused' && step.error.code !== 'rate_limited') {
    // A refusal for a block: its reason and way out are the block's box, which replaces the form.
    return (
      <div role="alert">
        <p>{t('account:deletion.failed')}</p>
        {!deletionBlockOf(step.error.code) && <p>{errorText(step.error.code)}</p>}
      </div>
    );
  }
  return null;
}

/**
 * "Delete my account" at the end of the profile (spec §5). The balance and the pending transactions
 * (the wallet store's) decide first: while they block the deletion, the section says why with the way
 * out, and shows no form — and when the balance can be neither withdrawn (below the minimum) nor
 * deleted, how to have customer care close the account. Otherwise the password and the
 * irreversibility box, and one danger button. Each outcome is the session store's deletion step
 * (core's state machine), drawn here.
 */
export function DeleteAccountSection() {
  const { t } = useT();
  const errorText = useErrorText();
  const { session, notifications } = useStores();
  // The code of what it sends loads apart from the page's: fetched once the page is shown, not on the first tap.
  usePreloadWhenIdle(session.codeOf('deleteAccount'));
  const wallet = useWalletStore();
  const { deletion } = useSession();
  const [, navigate] = useLocation();
  const balance = useResource(wallet.balance);
  // The pending returns and withdrawals: what blocks a deletion besides the balance.
  const pendingList = wallet.transactions.get(PENDING_HISTORY);
  const pending = useResource(pendingList);
  const [{ field, check: checkbox, submit, submitState }, formRef] = useForm<Field, { password: string; confirmed: boolean }>({
    password: '',
    confirmed: false,
  });
  const step = deletion.step;
  // The server's refusal at submit (the figures changed since the page loaded) wins over the check.
  const refused: DeletionBlock | null = step.kind === 'refused' ? deletionBlockOf(step.error.code) : null;
  const checked = balance.value && pending.value ? deletionBlock(balance.value, pending.value.transactions) : null;
  const block = refused ?? checked;
  // Only a positive balance asks whether it could be withdrawn at all.
  const terms = useResource(wallet.terms, block === 'positive_balance');
  const stuck = block === 'positive_balance' && balance.value && terms.value ? !canWithdrawFrom(balance.value, terms.value) : false;

  const onSubmit = submit(
    (values) =>
      session.deleteAccount(values, () => {
        navigate('/');
        notifications.notify('success', t('account:deletion.deletedTitle'), t('account:deletion.deletedMessage'));
      }),
    { onSuccess: () => undefined, onError: () => undefined },
  );

  const failed = [balance, pending].find((state) => state.status === 'error');
  const ready = balance.status === 'ready' && pending.status === 'ready';
  const showForm = !block && (ready || step.kind !== 'form');
  return (
    <Card className={`stack ${styles.section}`} aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t('account:deletion.title')}</h2>
      <p>{t('account:deletion.explanation')}</p>
      {!refused && failed?.error && (
        <LoadFailed
          error={failed.error.code}
          failed={t('account:deletion.checkFailed')}
          onRetry={() => (balance.status === 'error' ? wallet.balance.reload() : pendingList.reload())}
        />
      )}
      {!refused && !failed && !ready && <Loading label={t('account:deletion.checking')} className={styles.slot} />}
      {block && (
        <div className={`stack ${styles.blocked}`}>
          <p>{errorText(DELETION_BLOCK_ERRORS[block])}</p>
          {stuck ? (
            <p>
              <RichText i18nKey="account:deletion.closeAccount" />
            </p>
          ) : (
            <ButtonLink href={WAYS_OUT[block].href} variant="secondary">
              {t(WAYS_OUT[block].link)}
            </ButtonLink>
          )}
        </div>
      )}
      <StepNotice step={step} />
      {showForm && (
        <form method="post" ref={formRef} className="stack" noValidate onSubmit={(e) => void onSubmit(e)}>
          <p className="muted">{t('account:deletion.conditions')}</p>
          <TextField label={t('account:deletion.password')} kind="password" autoComplete="current-password" {...field('password')} />
          <CheckboxField label={t('account:deletion.confirm')} {...checkbox('confirmed')} />
          <SubmitButton state={submitState} variant="danger">
            {step.kind === 'unknown' || step.kind === 'offline' ? t('account:deletion.submitAgain') : t('account:deletion.submit')}
          </SubmitButton>
        </form>
      )}
    </Card>
  );
}
