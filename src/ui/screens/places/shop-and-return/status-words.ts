import { useMemo } from 'react';
import type { Locale } from '../../../../core/content/locale';
import type { Bin } from '../../../../core/places/bin';
import { shownStatus, type BinState } from '../../../../core/places/bin-status';
import { ageSaid, formatAge } from '../../../i18n/format-age';
import { useT } from '../../../i18n/use-t';

/** An age as said, as one number: its value times 3 plus its unit's code (-1: no age). */
const UNIT_CODES = { minute: 0, hour: 1, day: 2 } as const;
const ageKey = (ageMs: number | null) => {
  if (ageMs === null) return -1;
  const { value, unit } = ageSaid(ageMs);
  return value * 3 + UNIT_CODES[unit];
};

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

/**
 * The words of each bin's status at `now`; each state and age as said ("20 minutes", "3 days") is put in
 * words once (50,000 pins have a few hundred), looked up by numbers: no text is made for a bin whose words were said.
 */
function statusWords(t: ReturnType<typeof useT>['t'], locale: Locale, now: Date): (bin: Bin) => StatusShown | null {
  const said = new Map<BinState, Map<number, StatusShown>>();
  return (bin) => {
    const shown = shownStatus(bin.status, now);
    if (!shown) return null;
    const age = ageKey(shown.ageMs);
    let ofState = said.get(shown.state);
    if (!ofState) said.set(shown.state, (ofState = new Map()));
    let status = ofState.get(age);
    if (!status) {
      const ago = shown.ageMs === null ? null : formatAge(shown.ageMs, locale);
      const name = t(`places:shopAndReturn.status.${shown.state}`);
      const words =
        ago === null
          ? name
          : shown.state === 'unknown'
            ? t('places:shopAndReturn.status.lastReport', { age: ago })
            : t('places:shopAndReturn.status.reported', { state: name, age: ago });
      ofState.set(age, (status = { state: shown.state, words }));
    }
    return status;
  };
}
