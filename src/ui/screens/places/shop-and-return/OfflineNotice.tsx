import { useEffect, useRef } from 'react';
import type { Locale } from '../../../../core/content/locale';
import { countryOf } from '../../../../core/places/country';
import { TOKENS } from '../../../../composition/tokens';
import { useInjection } from '../../../di/container-context';
import { formatDate } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';
import { useResource } from '../../../state/resource';
import { useOnline } from '../../../state/use-online';
import styles from './ShopAndReturnScreen.module.css';

const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/**
 * "Offline — bins as of 14:05" (issue 21): shown when the bins on screen are the copy the device kept
 * (the server could not be reached) or the device says it is offline; the time is when the server
 * gave them (with the day when it was not today). Back online, a kept copy is read again quietly.
 */
export function OfflineNotice({ locale }: { readonly locale: Locale }) {
  const { t } = useT();
  const clock = useInjection(TOKENS.Clock);
  const bins = useStores().places.bins.get(countryOf(locale).code);
  // Watches the locator's read without asking for another.
  const found = useResource(bins, false).value;
  const online = useOnline();
  const wasOnline = useRef(online);
  const kept = found?.kept === true;
  useEffect(() => {
    if (online && !wasOnline.current && kept) bins.refresh();
    wasOnline.current = online;
  }, [online, kept, bins]);
  const receivedAt = found?.receivedAt;
  if (!receivedAt || (online && !kept)) return null;
  const time = formatDate(receivedAt, locale, TIME);
  const today = receivedAt.toDateString() === clock.now().toDateString();
  return (
    <p role="status" className={styles.warning}>
      {today
        ? t('places:shopAndReturn.offline', { time })
        : t('places:shopAndReturn.offlineOlder', { day: formatDate(receivedAt, locale, DAY), time })}
    </p>
  );
}
