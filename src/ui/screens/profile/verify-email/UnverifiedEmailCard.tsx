import { useId } from 'react';
import { useLocation } from 'wouter';
import { SubmitButton } from '../../../components/TextField/SubmitButton';
import { useSubmission } from '../../../state/use-submission';
import { Card } from '../../../components/Card/Card';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';
import styles from './UnverifiedEmailNotice.module.css';
import { useCodeSentNotice } from './use-code-sent-notice';
import { useSession } from '../../../state/use-session';

/**
 * For a customer whose address is not verified yet: says so, and "Verify now" sends a code and
 * opens the verify screen, so nobody is stuck without a way to withdraw. Loaded apart, for those
 * customers only (UnverifiedEmailNotice.tsx).
 */
export function UnverifiedEmailCard() {
  const { t } = useT();
  const { session, codes } = useStores();
  const { me } = useSession();
  const codeSentNotice = useCodeSentNotice();
  const [location, navigate] = useLocation();
  const send = useSubmission();
  // The verify screen leads back here once the address is verified (the withdraw page, say).
  const verifyPath = `/user/verify-email?returnTo=${encodeURIComponent(location)}`;
  const titleId = useId();
  if (!me || me.emailVerified) return null;

  const verifyNow = () => {
    // A code went out less than a minute ago and still works: the verify screen, without another one.
    if (codes.waitMs() > 0) {
      navigate(verifyPath);
      return;
    }
    void send.guard(async () => {
      const result = await session.sendVerificationCode();
      codeSentNotice(result, me.email);
      if (result.ok) navigate(verifyPath);
    });
  };

  return (
    <Card className={`stack ${styles.notice}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account:unverified.title')}</h2>
      <p>{t('account:unverified.body', { email: me.email })}</p>
      <div>
        <SubmitButton state={send.state} block={false} onClick={verifyNow}>
          {t('account:unverified.verifyNow')}
        </SubmitButton>
      </div>
    </Card>
  );
}
