import { useCallback } from 'react';
import type { Locale } from '../../../../core/content/locale';
import type { Bin } from '../../../../core/places/bin';
import { shownStatus, type BinState } from '../../../../core/places/bin-status';
import { formatAge } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';

/** A bin's status as the customer reads it: its state now and the words with its age; null when the server gave none. */
export interface StatusShown {
  readonly state: BinState;
  readonly words: string;
}

/**
 * The one way a bin's status becomes words (the list, the info window and the pins' names say the
 * same): "Full — reported 20 minutes ago", "Status unknown — last report 3 days ago".
 */
export function useStatusWords(locale: Locale, now: Date): (bin: Bin) => StatusShown | null {
  const { t } = useT();
  return useCallback(
    (bin: Bin) => {
      const shown = shownStatus(bin.status, now);
      if (!shown) return null;
      const name = t(`places:shopAndReturn.status.${shown.state}`);
      if (shown.ageMs === null) return { state: shown.state, words: name };
      const age = formatAge(shown.ageMs, locale);
      const words =
        shown.state === 'unknown'
          ? t('places:shopAndReturn.status.lastReport', { age })
          : t('places:shopAndReturn.status.reported', { state: name, age });
      return { state: shown.state, words };
    },
    [t, locale, now],
  );
}
