import { useCallback } from 'react';
import { useT } from './use-t';
import { resolveLocale, type Locale } from '../../core/content/locale';
import { TOKENS } from '../../composition/tokens';
import { useInjection } from '../di/container-context';

/** The current locale and the way to change it: remembered, applied, and `<html lang>` kept in step. */
export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => Promise<void> } {
  const { i18n } = useT();
  const remember = useInjection(TOKENS.RememberLocale);
  const locale = resolveLocale(i18n.resolvedLanguage ?? i18n.language);
  const setLocale = useCallback(
    async (next: Locale) => {
      void remember.execute(next);
      if (i18n.language !== next) await i18n.changeLanguage(next);
    },
    [i18n, remember],
  );
  return { locale, setLocale };
}
