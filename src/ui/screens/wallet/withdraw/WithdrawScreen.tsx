import { useId, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { TOKENS } from '../../../../composition/tokens';
import type { DomainError } from '../../../../core/shared/domain-error';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { RichText } from '../../../components/RichText/RichText';
import { Loading } from '../../../components/Loading/Loading';
import { useInjection } from '../../../di/container-context';
import { formatMoney } from '../../../i18n/format';
import { useErrorText } from '../../../i18n/use-error-text';
import { useLocale } from '../../../i18n/use-locale';
import { usePageTitle } from '../../../i18n/use-page-title';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';
import { UnverifiedEmailNotice } from '../../profile/verify-email/UnverifiedEmailNotice';
import { PayoutMethods } from './PayoutMethods';
import { useRefreshable } from './use-refreshable';
import { WithdrawFlow } from './WithdrawFlow';

/** A section whose data could not be read: what failed, in the customer's words, and Retry. */
function LoadFailed({
  error,
  onRetry,
  children,
}: {
  readonly error: DomainError;
  readonly onRetry: () => void;
  readonly children: ReactNode;
}) {
  const { t } = useT();
  const errorText = useErrorText();
  return (
    <div className="stack" role="alert">
      <p>{children}</p>
      <p>{errorText(error.code)}</p>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The withdraw page (/user/withdraw, spec §2, §5, §8): the payout method buttons, then the amount,
 * its review and the outcome. The payout methods, the balance and the market's terms (minimum, fee)
 * are read from the server when the page opens.
 */
export default function WithdrawScreen() {
  const { t } = useT();
  const errorText = useErrorText();
  const { locale } = useLocale();
  const { session } = useStores();
  const { me } = useSnapshot(session.state);
  const listMethods = useInjection(TOKENS.ListPayoutMethods);
  const getTerms = useInjection(TOKENS.GetWithdrawalTerms);
  const getBalance = useInjection(TOKENS.GetBalance);
  const methods = useRefreshable(() => listMethods.execute());
  const terms = useRefreshable(() => getTerms.execute(me));
  const balance = useRefreshable(() => getBalance.execute(me));
  const amountTitleId = useId();
  const title = t('account:withdraw.title');
  usePageTitle(title, t('account:withdraw.description'));
  if (!me) return null;

  const withdrawArea = () => {
    // The methods' own card says when they cannot be read, with its Retry.
    if (methods.state.status === 'error') return <p className="muted">{t('account:payout.loadFailed')}</p>;
    const failed = [balance, terms].find((part) => part.state.status === 'error');
    if (failed && failed.state.status === 'error') {
      return (
        <LoadFailed error={failed.state.error} onRetry={failed.reload}>
          {t('account:withdraw.loadFailed')}
        </LoadFailed>
      );
    }
    if (balance.state.status !== 'ready' || terms.state.status !== 'ready' || methods.state.status !== 'ready') {
      return <Loading label={t('account:withdraw.loading')} />;
    }
    if (!me.emailVerified) {
      return (
        <>
          <p>
            <RichText i18nKey="account:withdraw.balance" values={{ balance: formatMoney(balance.state.value, locale) }} />
          </p>
          <p>{errorText('email_not_verified')}</p>
        </>
      );
    }
    return null;
  };

  const ready = balance.state.status === 'ready' && terms.state.status === 'ready' && methods.state.status === 'ready';
  const placeholder = withdrawArea();
  return (
    <div className="page stack">
      <div>
        <h1>{title}</h1>
        <p className="lead">{t('account:withdraw.intro')}</p>
      </div>
      <UnverifiedEmailNotice />
      {methods.state.status === 'ready' ? (
        <PayoutMethods country={me.country} bankData={methods.state.value} onChange={methods.set} />
      ) : (
        <Card className="stack" aria-labelledby={`${amountTitleId}-methods`} aria-busy={methods.state.status === 'loading'}>
          <h2 id={`${amountTitleId}-methods`}>{t('account:payout.title')}</h2>
          {methods.state.status === 'loading' ? (
            <Loading label={t('account:payout.loading')} />
          ) : (
            <LoadFailed error={methods.state.error} onRetry={methods.reload}>
              {t('account:payout.loadFailed')}
            </LoadFailed>
          )}
        </Card>
      )}
      {ready && placeholder === null ? (
        <WithdrawFlow
          data={{
            country: me.country,
            emailVerified: me.emailVerified,
            balance: balance.state.value,
            terms: terms.state.value,
            bankData: methods.state.value,
          }}
          onWithdrawn={(receipt) => {
            balance.set(receipt.balance);
            // Read again from the server: what the account page will show.
            balance.refresh();
          }}
          onTermsChanged={terms.refresh}
          onBalanceStale={balance.refresh}
        />
      ) : (
        <Card className="stack" aria-labelledby={amountTitleId} aria-busy={!ready}>
          <h2 id={amountTitleId}>{t('account:withdraw.formTitle')}</h2>
          {placeholder}
        </Card>
      )}
    </div>
  );
}
