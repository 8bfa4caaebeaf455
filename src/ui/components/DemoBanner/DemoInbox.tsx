import { useState } from 'react';
import { Link } from 'wouter';
import type { DemoMessage } from '../../../core/shell/ports/demo-controls.port';
import { TOKENS } from '../../../composition/tokens';
import { useInjection } from '../../di/container-context';
import { useT } from '../../i18n/use-t';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import styles from './DemoBanner.module.css';
import { formatDate } from '../../i18n/format';
import { useLocale } from '../../i18n/use-locale';

/** The day and the minute an e-mail came. */
const SENT_AT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };

/** The demo has no real e-mail: this shows what the server "sent", so codes and reset links can be used. */
export function DemoInbox() {
  const { t } = useT();
  const { locale } = useLocale();
  // When it came, on its own line above what it is: a code from an older e-mail no longer works (issue 44).
  const sentAt = (at: number) => (
    <time className={styles.sentAt} dateTime={new Date(at).toISOString()}>
      {formatDate(new Date(at), locale, SENT_AT)}
    </time>
  );
  const demo = useInjection(TOKENS.DemoControls);
  const [messages, setMessages] = useState<readonly DemoMessage[] | null>(null);
  // The demo server is loaded on its first use: the first look at the mailbox may wait for it.
  const [opening, setOpening] = useState(false);
  const close = () => setMessages(null);
  const open = async () => {
    setOpening(true);
    try {
      setMessages(await demo.inbox());
    } finally {
      setOpening(false);
    }
  };
  return (
    <>
      <Button variant="ghost" busy={opening} onClick={() => void open()}>
        {t('common:demo.inbox')}
      </Button>
      {messages && (
        <Modal title={t('common:demo.inboxTitle')} onClose={close}>
          {messages.length === 0 ? (
            <p>{t('common:demo.inboxEmpty')}</p>
          ) : (
            <ul className={styles.inbox}>
              {messages.slice(0, 5).map((m) => (
                <li key={`${m.sentAt}-${m.payload}`}>
                  {m.kind === 'destination_changed' ? (
                    <p>
                      {sentAt(m.sentAt)}
                      {t('common:demo.inboxDestination', { to: m.to })}
                    </p>
                  ) : m.kind === 'verification_code' ? (
                    <>
                      <p>
                        {sentAt(m.sentAt)}
                        {t('common:demo.inboxCode', { to: m.to })}
                      </p>
                      <p className={styles.code}>{m.payload}</p>
                    </>
                  ) : (
                    <>
                      <p>
                        {sentAt(m.sentAt)}
                        {t('common:demo.inboxReset', { to: m.to })}
                      </p>
                      <Link href={`/reset-password?token=${encodeURIComponent(m.payload)}`} onClick={close}>
                        {t('common:demo.openLink')}
                      </Link>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Modal>
      )}
    </>
  );
}
