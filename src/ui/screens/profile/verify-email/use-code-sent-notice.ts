import { useCallback } from 'react';
import type { DomainError } from '../../../../core/shared/domain-error';
import type { Result } from '../../../../core/shared/result';
import { useErrorText } from '../../../i18n/use-error-text';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';

/**
 * Spec §8: a verification code sent is `codeSent` (success, 5 s); a failure is `sww` (error, 3 s).
 * One notification per send: a newer one replaces the one still shown for the send before.
 */
export function useCodeSentNotice(): (result: Result<void, DomainError>, email: string) => void {
  const { t } = useT();
  const errorText = useErrorText();
  const { notifications, codes } = useStores();
  return useCallback(
    (result, email) => {
      const id = result.ok
        ? notifications.notify('success', t('auth:verify.codeSent'), t('auth:verify.codeSentMessage', { email }))
        : notifications.notify('error', t('errors:sww'), errorText(result.error.code) ?? undefined);
      const previous = codes.swapNotice(id);
      if (previous !== null) notifications.dismiss(previous);
    },
    [t, errorText, notifications, codes],
  );
}
