import { Link } from 'wouter';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { Card } from '../../../components/Card/Card';
import { usePageTitle } from '../../../i18n/use-page-title';
import { useT } from '../../../i18n/use-t';
import { UnverifiedEmailNotice } from '../../profile/verify-email/UnverifiedEmailNotice';
import styles from './AccountScreen.module.css';
import { TransactionHistory } from './history/TransactionHistory';
import { walletStoreOf } from '../../../state/use-wallet-store';
import type { ScreenReads } from '../../../app/screen-reads';
import { filtersIn, historyResources } from './history/use-history';
import { useSession } from '../../../state/use-session';
import { BalanceFigure } from './BalanceFigure';
import { useEarlyPage } from '../copy/use-early-page';
import { ToLogin } from '../../../app/RequireSession';
import { Loading } from '../../../components/Loading/Loading';
import { EarlyCopySlot } from '../copy/EarlyCopySlot';
import { later } from '../../../components/Later/later';

// What the account says under the balance (issue 47: a new payout destination, what changed since
// the last look): its code loads after the page, and nothing is shown meanwhile.
const AccountNotices = later(
  () => import('./AccountNotices').then((m) => m.AccountNotices),
  () => null,
);

/** What the account shows from the server — the balance and the history the address asks for — asked for as soon as the customer is known. */
export const reads: ScreenReads = (stores, search) => {
  const wallet = stores.own(walletStoreOf);
  wallet.balance.ensure();
  const { list, impact } = historyResources(wallet, filtersIn(search));
  list.ensure();
  impact.ensure();
};

/** The page's heading, also shown while the customer is being found (nothing of theirs: routes.tsx). */
export function Heading() {
  const { t } = useT();
  const title = t('wallet:account.title');
  usePageTitle(title);
  return <h1>{title}</h1>;
}

export default function AccountScreen() {
  // While the saved session is restored: the device's copy of the account once painted, else the
  // frame every customer page shows then (RequireSession's) — and nothing of the page asks anything —
  // with the slot where the frame's own script paints the copy before the app has arrived.
  const early = useEarlyPage();
  if (early === 'login') return <ToLogin />;
  return (
    // A stack: the balance and history cards never touch (issue 20, point 7).
    <div className="page stack">
      <Heading />
      {early === 'frame' ? (
        <>
          <EarlyCopySlot />
          <Loading />
        </>
      ) : (
        <AccountContent />
      )}
    </div>
  );
}

/** The account under its heading: the customer's greeting, balance and history. */
function AccountContent() {
  const { t } = useT();
  const { me } = useSession();
  return (
    <>
      {/* While the saved session is restored, the copy is painted before the customer is known: their name comes with them. */}
      <p className="lead">{me ? t('wallet:account.greeting', { name: me.name || me.email }) : '\u00a0'}</p>
      <UnverifiedEmailNotice />
      <Card className="stack" aria-labelledby="balance-title">
        <h2 id="balance-title">{t('wallet:account.balanceTitle')}</h2>
        {/* The same balance as the withdraw page's: one owner, the wallet store; before it is read, the device's copy. */}
        <BalanceFigure />
        <ButtonLink href="/user/withdraw" className={styles.withdraw}>
          {t('wallet:account.withdrawLink')}
        </ButtonLink>
        <div className="row">
          <Link href="/user/profile">{t('wallet:account.profileLink')}</Link>
        </div>
      </Card>
      {/* After the balance card: the device's early copy paints that card right after the greeting. */}
      <AccountNotices />
      <TransactionHistory />
    </>
  );
}
