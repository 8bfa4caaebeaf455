import type { Locale } from '../../../../core/content/locale';
import type { useT } from '../../../i18n/use-t';
import buttonStyles from '../../../components/Button/Button.module.css';
import cardStyles from '../../../components/Card/Card.module.css';
import slotStyles from '../../../components/SlotCounter/SlotCounter.module.css';
import accountStyles from '../account/AccountScreen.module.css';
import asOfStyles from './AsOf.module.css';

/** Where the time or date goes in an "as of" text of the look. */
export const WHEN = '%when%';

/**
 * What the page's own script needs to paint the account's copy as the app draws it (issue 46 point
 * 4; src/early/paint-account-copy.ts): the language, the class names of the components it mirrors and
 * their texts in that language, "as of" with its time or date left out (`WHEN`). Written into the
 * account's frame at build time (src/prerender/entry.tsx): the script carries no texts of its own.
 */
export interface EarlyLook {
  readonly locale: Locale;
  readonly classes: {
    readonly card: string;
    readonly asOf: string;
    readonly amount: string;
    readonly counter: string;
    readonly reels: string;
    readonly reel: string;
    readonly strip: string;
    readonly text: string;
    readonly button: string;
    readonly withdraw: string;
  };
  readonly texts: {
    readonly balanceTitle: string;
    readonly withdrawLink: string;
    readonly profileLink: string;
    /** "As of %when% · updating…", for a copy read today (a time) or another day (a date). */
    readonly asOf: { readonly time: string; readonly day: string };
  };
}

/** A class the look names: one the components draw, else the look could not be the app's. */
function named(styles: Readonly<Record<string, string | undefined>>, name: string): string {
  const scoped = styles[name];
  if (!scoped) throw new Error(`no class ${name} in the styles the early look mirrors`);
  return scoped;
}

export function earlyLook(t: ReturnType<typeof useT>['t'], locale: Locale): EarlyLook {
  return {
    locale,
    classes: {
      card: named(cardStyles, 'card'),
      asOf: named(asOfStyles, 'asOf'),
      amount: named(accountStyles, 'amount'),
      counter: named(slotStyles, 'counter'),
      reels: named(slotStyles, 'reels'),
      reel: named(slotStyles, 'reel'),
      strip: named(slotStyles, 'strip'),
      text: named(slotStyles, 'text'),
      // ButtonLink's, primary.
      button: `${named(buttonStyles, 'button')} ${named(buttonStyles, 'primary')}`,
      withdraw: named(accountStyles, 'withdraw'),
    },
    texts: {
      balanceTitle: t('wallet:account.balanceTitle'),
      withdrawLink: t('wallet:account.withdrawLink'),
      profileLink: t('wallet:account.profileLink'),
      asOf: {
        time: t('wallet:copy.updating', { context: 'time', when: WHEN }),
        day: t('wallet:copy.updating', { context: 'day', when: WHEN }),
      },
    },
  };
}
