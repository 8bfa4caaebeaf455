import { useCallback } from 'react';
import { useT } from './use-t';
import type { ErrorCode } from '../../core/shared/domain-error';

/** The translated text of an error code (codes are keys of the `errors` namespace). */
export function useErrorText(): (code: ErrorCode | undefined | null) => string | null {
  const { t } = useT();
  return useCallback((code) => (code ? t(`errors:${code}`) : null), [t]);
}
