import { useEffect, useState } from 'react';
import { TOKENS } from '../../../../composition/tokens';
import { RichText } from '../../../components/RichText/RichText';
import { useInjection } from '../../../di/container-context';
import { formatDate } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { useResource } from '../../../state/resource';
import { useCustomerId } from '../../../state/use-customer-id';
import { useWalletStore } from '../../../state/use-wallet-store';
import styles from './DestinationNotice.module.css';

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/**
 * "A new payout destination was added on … — not you? Contact us" (issue 47 point 4), for seven days
 * after a payout method is set up or its details replaced: when, the server's time if it keeps one
 * (read with the payout methods, the wallet store's), else this device's own (ReadDestinationNotice).
 * A security notice: it cannot be dismissed (docs/decisions/sessions.md). Loaded apart, after the
 * account page is shown (AccountScreen), so it weighs nothing on the page's start.
 */
export function DestinationNotice() {
  const { locale } = useLocale();
  const methods = useResource(useWalletStore().payoutMethods).value;
  const read = useInjection(TOKENS.ReadDestinationNotice);
  const customer = useCustomerId();
  const [since, setSince] = useState<number | null>(null);
  useEffect(() => {
    if (!methods) return;
    let current = true;
    void read.execute(methods, customer).then((at) => current && setSince(at));
    return () => {
      current = false;
    };
  }, [methods, customer, read]);
  return (
    // Always there, so that the notice is announced when it arrives after the page.
    <div role="status" className={styles.region}>
      {since !== null && (
        <p className={styles.notice}>
          <RichText i18nKey="wallet:account.destinationNotice" values={{ date: formatDate(new Date(since), locale, DAY) }} />
        </p>
      )}
    </div>
  );
}
