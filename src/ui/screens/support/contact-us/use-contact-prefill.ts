import { useSearch } from 'wouter';
import { WHOLE_HISTORY } from '../../../../core/wallet/history-query';
import { money } from '../../../../core/shared/money';
import { canReportProblem } from '../../../../core/wallet/transaction-view';
import { formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { useT } from '../../../i18n/use-t';
import { useResource } from '../../../state/resource';
import { longDay, titleText } from '../../wallet/account/history/history-text';
import { useItemName } from '../../../i18n/use-item-name';
import { useWalletStore } from '../../../state/use-wallet-store';
import { useSession } from '../../../state/use-session';

export interface ContactPrefill {
  readonly subject: string;
  readonly message: string;
}

/**
 * What the contact form opens with, from its address alone (so a reload keeps it and nothing else is
 * sent):
 * - `?about=<id>` (issue 8 point 4, "Something wrong with this return?"): that scan's date, reference
 *   and items, looked up in the signed-in customer's history; for a withdrawal taking longer than
 *   usual (issue 47 point 2), its reference, date and amount;
 * - `?topic=close-account` (issue 17 point 6): a balance that is above zero but cannot be withdrawn
 *   also blocks the deletion; customer care closes the account — the request is written out, with the
 *   balance when it is known;
 * - `?topic=payout-destination` (issue 47 point 4): the account's notice of a new payout destination
 *   the customer did not add.
 */
export function useContactPrefill(): ContactPrefill | null {
  const { t } = useT();
  const itemName = useItemName();
  const { locale } = useLocale();
  const wallet = useWalletStore();
  const { me } = useSession();
  const params = new URLSearchParams(useSearch());
  const about = me ? params.get('about') : null;
  const closing = params.get('topic') === 'close-account';
  // Read only when asked for (a signed-out visitor, or no prefill, reads nothing).
  // The history as the account page first reads it (the wallet store's answer): the return or withdrawal opened there is in it.
  const history = useResource(wallet.transactions.get(WHOLE_HISTORY), about !== null);
  const balance = useResource(wallet.balance, closing && me !== null);

  if (params.get('topic') === 'payout-destination') {
    return { subject: t('support:contact.destinationSubject'), message: t('support:contact.destinationMessage') };
  }
  if (closing) {
    return {
      subject: t('support:contact.closeAccountSubject'),
      message: balance.value
        ? t('support:contact.closeAccountMessageBalance', { balance: formatMoney(balance.value, locale) })
        : t('support:contact.closeAccountMessage'),
    };
  }
  const tx = about ? history.value?.transactions.find((row) => row.id === about) : undefined;
  if (!tx) return null;
  const date = longDay(tx.createdAt, locale);
  if (tx.category === 'WITHDRAWAL') {
    const amount = formatMoney(money(Math.abs(tx.amount.amount), tx.amount.currency), locale);
    return {
      subject: t('wallet:history.timeline.contactSubject', { date }),
      message: t('wallet:history.timeline.contactMessage', { reference: tx.id, date, amount }),
    };
  }
  if (!canReportProblem(tx)) return null;
  // One line per product, named in the customer's language.
  const items = tx.items.length > 0 ? tx.items.map((item) => `${item.quantity} × ${itemName(item)}`).join('\n') : titleText(tx, t);
  return {
    subject: t('wallet:history.reportSubject', { date }),
    message: t('wallet:history.reportMessage', { reference: tx.id, date, items }),
  };
}
