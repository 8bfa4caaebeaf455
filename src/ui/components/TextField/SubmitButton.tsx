import type { ReactNode } from 'react';
import type { Locale } from '../../../core/content/locale';
import { formatRelative } from '../../i18n/format-relative';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import type { SubmitState } from '../../state/use-submission';
import { Button, type ButtonProps } from '../Button/Button';
import { FormAlert } from './FormAlert';

/** "in 30 seconds", "dans 2 minutes", 「30秒後」: the wait in the customer's words, rounded up. */
function formatWait(seconds: number, locale: Locale): string {
  if (seconds < 90) return formatRelative(seconds, 'second', locale);
  if (seconds < 90 * 60) return formatRelative(Math.ceil(seconds / 60), 'minute', locale);
  return formatRelative(Math.ceil(seconds / 3600), 'hour', locale);
}

type PassedProps = Pick<ButtonProps, 'className' | 'aria-pressed' | 'aria-describedby' | 'aria-disabled' | 'disabled' | 'block'>;

/**
 * The button of everything that sends (issue 17 point 2), driven by the single-submission guard's
 * state (`useSubmission`, which `useForm` uses too): busy while sending, and disabled after too many
 * attempts until the server's wait is over, saying when to try again. In a form it submits it; given
 * `onClick`, it is a button outside a form (confirm, set as default, delete) whose handler must send
 * through the same guard.
 */
export function SubmitButton({
  state,
  variant = 'primary',
  onClick,
  target,
  block = true,
  children,
  ...rest
}: PassedProps & {
  readonly state: SubmitState;
  /** `danger` for an action that cannot be undone (deleting the account). */
  readonly variant?: ButtonProps['variant'];
  /** A button outside a form: what it sends, through the guard. */
  readonly onClick?: () => void;
  /** Among buttons sharing one guard, this one's name: only it shows busy while it sends. */
  readonly target?: string;
  readonly children: ReactNode;
}) {
  const { t } = useT();
  const { locale } = useLocale();
  const waiting = state.retryAfterSeconds !== null;
  const busy = state.submitting && (target === undefined || state.target === target);
  return (
    <>
      {waiting && target === undefined && (
        // Inserted when the wait starts, so it is announced once (a countdown would talk every second).
        <FormAlert>{t('common:form.rateLimited', { when: formatWait(state.retryAfterSeconds ?? 0, locale) })}</FormAlert>
      )}
      <Button
        {...rest}
        type={onClick ? 'button' : 'submit'}
        variant={variant}
        block={block}
        busy={busy}
        disabled={waiting || rest.disabled}
        onClick={onClick}
      >
        {children}
      </Button>
    </>
  );
}
