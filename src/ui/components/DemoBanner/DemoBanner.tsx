import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { TOKENS } from '../../../composition/tokens';
import { useInjection } from '../../di/container-context';
import { Button } from '../Button/Button';
import { useDisclosure } from '../Disclosure/use-disclosure';
import styles from './DemoBanner.module.css';
import { DemoInbox } from './DemoInbox';
import { DemoMoneyTools } from './DemoMoneyTools';

/**
 * Says plainly that this is the demo, and offers its mailbox and a fresh start. Absent in
 * production. On a narrow screen it is one line: a short notice and a button that shows the
 * full notice and the actions over the page; on a wide one, everything on one line.
 */
export function DemoBanner() {
  const { t } = useT();
  const demo = useInjection(TOKENS.DemoControls);
  const [confirming, setConfirming] = useState(false);
  // A followed link (the mailbox's reset link) closes it.
  const tools = useDisclosure<HTMLDivElement>();
  if (!demo.enabled) return null;
  return (
    <aside className={styles.banner} aria-label={t('common:demo.label')}>
      <div className={styles.compact}>
        <p className={styles.text}>{t('common:demo.short')}</p>
        <Button variant="ghost" className={styles.toggle} {...tools.toggle}>
          {t('common:demo.tools')}
        </Button>
      </div>
      <div {...tools.panel} className={`${styles.panel} ${tools.open ? styles.panelOpen : ''}`}>
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
            <DemoMoneyTools />
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              {t('common:demo.resetData')}
            </Button>
          </span>
        )}
      </div>
    </aside>
  );
}
