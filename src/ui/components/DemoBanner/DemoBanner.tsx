import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { TOKENS } from '../../../composition/tokens';
import { useInjection } from '../../di/container-context';
import { Button } from '../Button/Button';
import styles from './DemoBanner.module.css';
import { DemoInbox } from './DemoInbox';

/** Says plainly that this is the demo, and offers to start it over. Absent in production. */
export function DemoBanner() {
  const { t } = useT();
  const demo = useInjection(TOKENS.DemoControls);
  const [confirming, setConfirming] = useState(false);
  if (!demo.enabled) return null;
  return (
    <aside className={styles.banner} aria-label={t('common:demo.label')}>
      <p className={styles.text}>{t('common:demo.notice')}</p>
      {confirming ? (
        <span className={styles.actions}>
          <span>{t('common:demo.confirmReset')}</span>
          <Button variant="ghost" onClick={() => demo.reset()}>
            {t('common:demo.reset')}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {t('common:actions.cancel')}
          </Button>
        </span>
      ) : (
        <span className={styles.actions}>
          <DemoInbox />
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            {t('common:demo.resetData')}
          </Button>
        </span>
      )}
    </aside>
  );
}
