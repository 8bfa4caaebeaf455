import { useEffect, useState } from 'react';
import { countryOf } from '../../core/places/country';
import { TOKENS } from '../../composition/tokens';
import { Button } from '../components/Button/Button';
import { useInjection } from '../di/container-context';
import { useLocale } from '../i18n/use-locale';
import { useT } from '../i18n/use-t';
import { useStores } from '../state/app-stores';
import notice from './RestoreNotice.module.css';
import styles from './shell.module.css';

/**
 * Starts keeping the app on the device once the page has loaded, and offers a newer version when one
 * is waiting: the page reloads into it only when the customer says so, never in the middle of what
 * they are typing (issue 21). When the device first keeps the app, the market's bins, if already read,
 * are read again quietly, so that the worker keeps them for offline too. The page links the manifest of the interface
 * language, so that the installed app is named in it (scripts/lib/service-worker.mjs writes one per language).
 */
export default function UpdatePrompt() {
  const { t } = useT();
  const updates = useInjection(TOKENS.AppUpdates);
  const { places } = useStores();
  const { locale } = useLocale();
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    // Only when it differs: a page left as it was is not a page changed (the end-of-test axe check relies on it).
    const link = document.querySelector('link[rel="manifest"]');
    const href = `/manifest/${locale}.webmanifest`;
    if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
  }, [locale]);
  useEffect(() => {
    const keeping = () => {
      // The bins this market's locator has read (the worker's copy is kept as they come through it).
      const bins = places.bins.get(countryOf(locale).code);
      if (bins.state.status === 'ready') bins.refresh();
    };
    updates.start({ ready: () => setOffered(true), keeping });
  }, [updates, places, locale]);
  if (!offered) return null;
  return (
    <div role="status" className={styles.updatePrompt}>
      <p className={notice.text}>{t('common:update.ready')}</p>
      <Button onClick={() => updates.apply()}>{t('common:update.reload')}</Button>
      <Button variant="secondary" onClick={() => setOffered(false)}>
        {t('common:update.later')}
      </Button>
    </div>
  );
}
