import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';
import styles from './UnverifiedEmailNotice.module.css';
import { useCodeSentNotice } from './use-code-sent-notice';

/**
 * For a customer whose address is not verified yet: says so, and "Verify now" sends a code and
 * opens the verify screen, so nobody is stuck without a way to withdraw.
 */
export function UnverifiedEmailNotice() {
  const { t } = useT();
  const { session, codes } = useStores();
  const { me } = useSnapshot(session.state);
  const codeSentNotice = useCodeSentNotice();
  const [, navigate] = useLocation();
  const [sending, setSending] = useState(false);
  const titleId = useId();
  if (!me || me.emailVerified) return null;

  const verifyNow = async () => {
    if (sending) return;
    // A code went out less than a minute ago and still works: the verify screen, without another one.
    if (codes.waitMs() > 0) {
      navigate('/user/verify-email');
      return;
    }
    setSending(true);
    const result = await session.sendVerificationCode();
    setSending(false);
    codeSentNotice(result, me.email);
    if (result.ok) navigate('/user/verify-email');
  };

  return (
    <Card className={`stack ${styles.notice}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account:unverified.title')}</h2>
      <p>{t('account:unverified.body', { email: me.email })}</p>
      <div>
        <Button variant="primary" busy={sending} onClick={() => void verifyNow()}>
          {t('account:unverified.verifyNow')}
        </Button>
      </div>
    </Card>
  );
}
