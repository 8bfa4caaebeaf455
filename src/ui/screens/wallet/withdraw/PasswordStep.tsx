import { useState } from 'react';
import { TOKENS } from '../../../../composition/tokens';
import type { CountryCode } from '../../../../core/content/locale';
import { WRONG_TRIES_LIMIT, type RecheckState } from '../../../../core/wallet/destination-recheck';
import { FormAlert } from '../../../components/TextField/FormAlert';
import { SubmitButton } from '../../../components/TextField/SubmitButton';
import { TextField } from '../../../components/TextField/TextField';
import { useInjection } from '../../../di/container-context';
import { formatDate } from '../../../i18n/format';
import { useErrorText } from '../../../i18n/use-error-text';
import { useLocale } from '../../../i18n/use-locale';
import { useT } from '../../../i18n/use-t';
import { useCustomerId } from '../../../state/use-customer-id';
import { useForm } from '../../../state/use-form';
import { useSession } from '../../../state/use-session';

const AT: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/**
 * The password again before a payout destination is added or changed (issue 47 point 4,
 * docs/decisions/sessions.md): checked with the specification's token call. A wrong password is the
 * field's problem and says how many tries are left; after five, the field is closed until a time,
 * said in the customer's own clock. Offline or a server failure is said as such and counts nothing.
 * `onChecked` gets where the question stands after each try ('clear': the dialog goes on to the fields).
 */
export function PasswordStep({
  state,
  country,
  onChecked,
}: {
  readonly state: Exclude<RecheckState, { kind: 'clear' }>;
  readonly country: CountryCode;
  readonly onChecked: (state: RecheckState) => void;
}) {
  const { t } = useT();
  const { locale } = useLocale();
  const errorText = useErrorText();
  const confirm = useInjection(TOKENS.ConfirmPassword);
  const readRecheck = useInjection(TOKENS.ReadPasswordRecheck);
  const customer = useCustomerId();
  const email = useSession().me?.email ?? '';
  const [failure, setFailure] = useState<string | null>(null);
  const [form, formRef] = useForm<'password', { password: string }>({ password: '' });
  const locked = state.kind === 'locked';

  const onSubmit = form.submit(
    async ({ password }) => {
      setFailure(null);
      const result = await confirm.execute({ email, country, password }, customer);
      const state = await readRecheck.execute(customer);
      if (state) onChecked(state);
      return result;
    },
    { onSuccess: () => undefined, onError: (error) => setFailure(errorText(error.code) ?? error.message ?? t('errors:sww')) },
  );

  // Tries are said once one is spent: five left is the start, not news.
  const status =
    state.kind === 'locked'
      ? t('wallet:payout.recheck.locked', { time: formatDate(new Date(state.until), locale, AT) })
      : state.triesLeft < WRONG_TRIES_LIMIT
        ? t('wallet:payout.recheck.triesLeft', { count: state.triesLeft })
        : null;

  return (
    <form method="post" ref={formRef} className="stack" noValidate onSubmit={(e) => void onSubmit(e)}>
      <p className="muted">{t('wallet:payout.recheck.intro')}</p>
      <TextField
        label={t('wallet:payout.recheck.password')}
        kind="password"
        autoComplete="current-password"
        autoFocus
        disabled={locked}
        {...form.field('password')}
      />
      {/* Always there, so that a change is announced: tries left, or until when it is closed. */}
      <p role="status">{status}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <SubmitButton state={form.submitState} disabled={locked}>
        {t('wallet:payout.recheck.confirm')}
      </SubmitButton>
    </form>
  );
}
