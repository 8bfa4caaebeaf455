import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../core/shared/domain-error';

/** The translated text of an error code (codes are keys of the `errors` namespace). */
export function useErrorText(): (code: ErrorCode | undefined | null) => string | null {
  const { t } = useTranslation();
  return useCallback((code) => (code ? t(`errors:${code}`) : null), [t]);
}
