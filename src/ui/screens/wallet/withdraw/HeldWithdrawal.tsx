import { useEffect, useRef, useState } from 'react';
import { HOLD_MS } from '../../../../core/wallet/withdrawal-flow';
import { Button } from '../../../components/Button/Button';
import { useT } from '../../../i18n/use-t';
import { useWithdrawalStore } from '../../../state/use-withdrawal-store';
import styles from './WithdrawScreen.module.css';

const secondsLeft = (since: number) => Math.max(0, Math.ceil((HOLD_MS - (Date.now() - since)) / 1000));

/**
 * The review's buttons while the confirmed withdrawal is held (issue 47 point 3): said once to screen
 * readers as it starts — when it goes and that it can be undone — then a countdown on the disabled
 * confirm button, and "Undo" where "Change the amount" was (a second tap on Confirm lands on the disabled
 * button, never on Undo), which takes the focus. What is sent is the store's (the step): the countdown
 * is only its picture, counted from when the hold was shown.
 */
export function HeldWithdrawal() {
  const { t } = useT();
  const withdrawal = useWithdrawalStore();
  const [since] = useState(() => Date.now());
  const [seconds, setSeconds] = useState(() => secondsLeft(since));
  const undo = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    undo.current?.focus();
    const tick = setInterval(() => setSeconds(secondsLeft(since)), 250);
    return () => clearInterval(tick);
  }, [since]);

  return (
    <>
      <p role="status" className={styles.held}>
        {t('wallet:withdraw.heldStatus', { seconds: HOLD_MS / 1000 })}
      </p>
      {/* Nothing is being sent yet: not busy, only not to be pressed again (a second tap lands here, and does nothing). */}
      <Button variant="primary" block disabled>
        {t('wallet:withdraw.sendingIn', { seconds })}
      </Button>
      <Button ref={undo} variant="secondary" block onClick={() => withdrawal.undo()}>
        {t('wallet:withdraw.undo')}
      </Button>
    </>
  );
}
