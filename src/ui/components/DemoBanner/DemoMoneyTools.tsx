import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { TOKENS } from '../../../composition/tokens';
import { useInjection } from '../../di/container-context';
import { useT } from '../../i18n/use-t';
import { useSubmission } from '../../state/use-submission';
import { Button } from '../Button/Button';
import { useSession } from '../../state/use-session';

type Outcome = 'completed' | 'failed';

/**
 * Plays what happens outside the app in the demo: the cleaning facility credits a return (the oldest
 * pending, or a new one), the payout provider ends the oldest pending withdrawal as paid or refused —
 * so every state can be seen, and what the account says changed since the last look (issue 47). The
 * page then reloads, as it would show the new state on a customer's next visit (the demo world is
 * kept in this browser).
 */
export function DemoMoneyTools() {
  const { t } = useT();
  const demo = useInjection(TOKENS.DemoControls);
  const reloader = useInjection(TOKENS.PageReloader);
  const { status } = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const send = useSubmission();
  const [nothingPending, setNothingPending] = useState(false);
  if (status !== 'authenticated') return null;

  const reload = () => reloader.reloadAt(search ? `${location}?${search}` : location);
  const settle = (outcome: Outcome) =>
    void send.guard(async () => {
      const settled = await demo.settleWithdrawal(outcome);
      setNothingPending(!settled);
      if (settled) reload();
    });
  const credit = () => void send.guard(async () => (await demo.creditReturn()) && reload());

  return (
    <>
      <Button variant="ghost" disabled={send.state.submitting} onClick={credit}>
        {t('common:demo.creditReturn')}
      </Button>
      <Button variant="ghost" disabled={send.state.submitting} onClick={() => settle('completed')}>
        {t('common:demo.completeWithdrawal')}
      </Button>
      <Button variant="ghost" disabled={send.state.submitting} onClick={() => settle('failed')}>
        {t('common:demo.failWithdrawal')}
      </Button>
      {nothingPending && <span role="status">{t('common:demo.noPendingWithdrawal')}</span>}
    </>
  );
}
