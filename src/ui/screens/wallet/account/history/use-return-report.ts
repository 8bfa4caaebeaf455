import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { TOKENS } from '../../../../../composition/tokens';
import { canReportProblem } from '../../../../../core/wallet/transaction-view';
import { useInjection } from '../../../../di/container-context';
import { useLocale } from '../../../../i18n/use-locale';
import { useT } from '../../../../i18n/use-t';
import { useStores } from '../../../../state/app-stores';
import { longDay, titleText } from './history-text';

export interface ReturnReport {
  readonly subject: string;
  readonly message: string;
}

/**
 * "Something wrong with this return?" (issue 8 point 4): the contact form opened with `?about=<id>`
 * is pre-filled with that scan's date, reference and items, looked up in the signed-in customer's
 * history. Only the address carries the id, so a reload keeps the prefill and nothing else is sent.
 */
export function useReturnReport(): ReturnReport | null {
  const { t } = useT();
  const { locale } = useLocale();
  const { session } = useStores();
  const { me } = useSnapshot(session.state);
  const list = useInjection(TOKENS.ListTransactions);
  const about = new URLSearchParams(useSearch()).get('about');
  const [report, setReport] = useState<ReturnReport | null>(null);
  const signedIn = Boolean(me);
  useEffect(() => {
    if (!about || !signedIn) return;
    let live = true;
    void list.execute({ type: 'SCAN', sort: 'newest' }).then((result) => {
      const tx = result.ok ? result.value.find((row) => row.id === about) : undefined;
      if (!live || !tx || !canReportProblem(tx)) return;
      const date = longDay(tx.createdAt, locale);
      const items = tx.items.length > 0 ? tx.items.map((item) => `${item.quantity} × ${item.name}`).join(', ') : titleText(tx, t);
      setReport({
        subject: t('account:history.reportSubject', { date }),
        message: t('account:history.reportMessage', { reference: tx.id, date, items }),
      });
    });
    return () => {
      live = false;
    };
  }, [about, signedIn]); // eslint-disable-line react-hooks/exhaustive-deps
  return report;
}
