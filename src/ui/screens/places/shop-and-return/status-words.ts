import { useMemo } from 'react';
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
  return useMemo(() => statusWords(t, locale, now), [t, locale, now]);
}

/** The words of each bin's status at `now`; each state and age is put in words once (50,000 pins have a few hundred). */
function statusWords(t: ReturnType<typeof useT>['t'], locale: Locale, now: Date): (bin: Bin) => StatusShown | null {
  const said = new Map<string, StatusShown>();
  return (bin) => {
    const shown = shownStatus(bin.status, now);
    if (!shown) return null;
    const age = shown.ageMs === null ? null : formatAge(shown.ageMs, locale);
    const key = `${shown.state}|${age ?? ''}`;
    let status = said.get(key);
    if (!status) {
      const name = t(`places:shopAndReturn.status.${shown.state}`);
      const words =
        age === null
          ? name
          : shown.state === 'unknown'
            ? t('places:shopAndReturn.status.lastReport', { age })
            : t('places:shopAndReturn.status.reported', { state: name, age });
      said.set(key, (status = { state: shown.state, words }));
    }
    return status;
  };
}
