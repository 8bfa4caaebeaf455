import { useEffect, useId, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { PENDING_HISTORY } from '../../../../core/wallet/history-query';
import type { BankData } from '../../../../core/wallet/payout-method';
import { locksMethods } from '../../../../core/wallet/withdrawal-flow';
import { Card } from '../../../components/Card/Card';
import { Loaded } from '../../../components/Loaded/Loaded';
import { Loading } from '../../../components/Loading/Loading';
import { later } from '../../../components/Later/later';
import { usePageTitle } from '../../../i18n/use-page-title';
import { useT } from '../../../i18n/use-t';
import { useResource } from '../../../state/resource';
import { UnverifiedEmailNotice } from '../../profile/verify-email/UnverifiedEmailNotice';
import { WithdrawFlow } from './WithdrawFlow';
import { useNotSent } from './use-not-sent';
import { formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import styles from './WithdrawScreen.module.css';
import { useWalletStore, walletStoreOf } from '../../../state/use-wallet-store';
import { useWithdrawalStore } from '../../../state/use-withdrawal-store';
import type { ScreenReads } from '../../../app/screen-reads';
import { useSession } from '../../../state/use-session';
import { useForm } from '../../../state/use-form';
import { useInjection } from '../../../di/container-context';
import { TOKENS } from '../../../../composition/tokens';
import { AsOf } from '../copy/AsOf';
import { useWithdrawCopy } from './use-withdraw-copy';
import { WithdrawForm } from './WithdrawForm';
import { useEarlyPage } from '../copy/use-early-page';
import { ToLogin } from '../../../app/RequireSession';

/**
 * The payout methods' card: its code loads apart, asked for as the page shows (issue 46: the page
 * paints from the device's copy within its JS budget), in parallel with the methods it shows; until
 * it is there, the card's own loading state.
 */
const PayoutMethods = later(
  () => import('./PayoutMethods').then((m) => m.PayoutMethods),
  function MethodsLoading() {
    const { t } = useT();
    const titleId = useId();
    return (
      <Card className="stack" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('wallet:payout.title')}</h2>
        <Loading label={t('wallet:payout.loading')} className={styles.methodsSlot} />
      </Card>
    );
  },
);

/** The payout methods for the withdrawal; their own card above says when they fail, with its Retry. */
function WithMethods({ children }: { readonly children: (bankData: BankData) => ReactNode }) {
  const { t } = useT();
  const wallet = useWalletStore();
  const methods = useResource(wallet.payoutMethods);
  if (methods.status === 'ready' && methods.value) return children(methods.value);
  if (methods.status === 'error') return <p className="muted">{t('wallet:payout.loadFailed')}</p>;
  return <Loading label={t('wallet:withdraw.loading')} className={styles.formSlot} />;
}

/** What the withdrawal shows from the server — the balance, the terms, the payout methods, the pending withdrawals — asked for as soon as the customer is known. */
export const reads: ScreenReads = (stores) => {
  const wallet = stores.own(walletStoreOf);
  wallet.balance.ensure();
  wallet.terms.ensure();
  wallet.payoutMethods.ensure();
  // The pending withdrawals: a method one is paid to is not offered for removal (issue 44 point 6).
  wallet.transactions.get(PENDING_HISTORY).ensure();
};

/** The page's heading and lead, also shown while the customer is being found (nothing of theirs: routes.tsx). */
export function Heading() {
  const { t } = useT();
  const title = t('wallet:withdraw.title');
  usePageTitle(title, t('wallet:withdraw.description'));
  return (
    <div>
      <h1>{title}</h1>
      <p className="lead">{t('wallet:withdraw.intro')}</p>
    </div>
  );
}

/**
 * The withdraw page (/user/withdraw, spec §2, §5, §8): the payout method buttons, then the amount,
 * its review and the outcome. The balance, the payout methods and the terms are the wallet store's
 * (one owner: the account page shows the same balance); the withdrawal's steps are core's
 * (`withdrawal-flow.ts`), kept in the withdrawal store (made with this page), and only drawn here.
 */
export default function WithdrawScreen() {
  const { t } = useT();
  const wallet = useWalletStore();
  const { me } = useSession();
  const { flow } = useSnapshot(useWithdrawalStore().state);
  const clock = useInjection(TOKENS.Clock);
  // The three reads start together (useWithdrawCopy); each section below shows its own.
  const copy = useWithdrawCopy();
  // The page's: what is typed on the copy's form stays in the fresh one, and after a review or a failure.
  const amountForm = useForm<'amount', { amount: string }>({ amount: '' });
  const [asked, setAsked] = useState(false);
  const notSent = useNotSent();
  const { locale } = useLocale();
  const formTitleId = useId();
  // The balance and the terms stand in the same place, said the same way while they load or fail.
  const formSection = {
    label: t('wallet:withdraw.loading'),
    failed: t('wallet:withdraw.loadFailed'),
    placeholderClassName: styles.formSlot,
  };
  // Back from another tab (where the default method may have changed): the methods are read again, and
  // a review that no longer names the right one sends the customer back to the amount (point 3).
  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && wallet.payoutMethods.refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [wallet]);
  // Before the customer is known: the frame every customer page shows, or the device's copy (issue 46).
  const early = useEarlyPage();
  if (early === 'login') return <ToLogin />;
  // RequireSession's frame, written as the page below is (the same element and heading), so the page
  // takes its place in the same nodes rather than drawing new ones.
  if (early === 'frame')
    return (
      <div className="page stack">
        <Heading />
        <Loading />
      </div>
    );
  const review = { asked, ask: () => setAsked(true), taken: () => setAsked(false) };

  return (
    <div className="page stack">
      <Heading />
      <UnverifiedEmailNotice />
      {notSent && (
        <p role="status" className={styles.alert}>
          {t('wallet:withdraw.notSent', { amount: formatMoney(notSent.amount, locale) })}
        </p>
      )}
      {me && <PayoutMethods country={me.country} holder={me} locked={locksMethods(flow.step)} />}
      <Card className="stack" aria-labelledby={formTitleId}>
        <h2 id={formTitleId} className={flow.step.kind === 'form' ? undefined : 'visually-hidden'}>
          {t('wallet:withdraw.formTitle')}
        </h2>
        {/* Before the fresh figures, the device's copy (issue 46 point 2); its "as of" line then keeps its place. */}
        {copy.painted && <AsOf readAt={copy.readAt} state={copy.state} now={clock.now()} onRetry={copy.retry} />}
        {copy.waiting && copy.balance && flow.step.kind === 'form' ? (
          <WithdrawForm
            data={{
              // Before the customer is known, the form is drawn; their record decides once it is in.
              emailVerified: me?.emailVerified ?? true,
              balance: copy.balance,
              terms: null,
              bankData: null,
              copiedMethod: copy.method,
            }}
            notice={null}
            unsure={flow.unsure}
            form={amountForm}
            asked={review}
          />
        ) : !me ? (
          <Loading label={formSection.label} className={styles.formSlot} />
        ) : (
          <Loaded resource={wallet.balance} {...formSection}>
            {(balance) => (
              <Loaded resource={wallet.terms} {...formSection}>
                {(terms) => (
                  <WithMethods>
                    {(bankData) => (
                      <WithdrawFlow
                        data={{ country: me.country, emailVerified: me.emailVerified, balance, terms, bankData }}
                        form={amountForm}
                        asked={review}
                      />
                    )}
                  </WithMethods>
                )}
              </Loaded>
            )}
          </Loaded>
        )}
      </Card>
    </div>
  );
}
