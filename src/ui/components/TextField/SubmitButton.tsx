import type { ReactNode } from 'react';
import type { Locale } from '../../../core/content/locale';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import type { SubmitState } from '../../state/use-form';
import { Button, type ButtonProps } from '../Button/Button';
import { FormAlert } from './FormAlert';

/** "in 30 seconds", "dans 2 minutes", "30 秒後": the wait in the customer's words, rounded up. */
function formatWait(seconds: number, locale: Locale): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (seconds < 90) return format.format(seconds, 'second');
  if (seconds < 90 * 60) return format.format(Math.ceil(seconds / 60), 'minute');
  return format.format(Math.ceil(seconds / 3600), 'hour');
}

/**
 * A form's submit button, driven by the form's state (useForm's `submitState`): busy while the
 * form is sent, and disabled after too many attempts until the server's wait is over, saying when
 * to try again.
 */
export function SubmitButton({
  state,
  variant = 'primary',
  children,
}: {
  readonly state: SubmitState;
  /** `danger` for an action that cannot be undone (deleting the account). */
  readonly variant?: Extract<ButtonProps['variant'], 'primary' | 'danger'>;
  readonly children: ReactNode;
}) {
  const { t } = useT();
  const { locale } = useLocale();
  const waiting = state.retryAfterSeconds !== null;
  return (
    <>
      {waiting && (
        // Inserted when the wait starts, so it is announced once (a countdown would talk every second).
        <FormAlert>{t('common:form.rateLimited', { when: formatWait(state.retryAfterSeconds ?? 0, locale) })}</FormAlert>
      )}
      <Button type="submit" variant={variant} block busy={state.submitting} disabled={waiting}>
        {children}
      </Button>
    </>
  );
}
