import { proxy, ref, subscribe } from 'valtio';
import type { Money } from '../../core/shared/money';
import type { HistoryCopy } from '../../core/wallet/account-snapshot';
import { WHOLE_HISTORY, type HistoryFilters } from '../../core/wallet/history-query';
import type { AccountPart } from '../../core/wallet/use-cases/record-account-part-seen';
import type { PayoutMethod } from '../../core/wallet/payout-method';
import type { UseCasesNamed } from '../di/resolve-use-cases';
import type { StoreContext } from './app-stores';
import { walletStoreOf } from './use-wallet-store';

/** The history the device copies: its first screen, unfiltered, newest first. */
export const copiedHistory = (filters: HistoryFilters) => !filters.type && !filters.status && filters.sort === 'newest';

export const ACCOUNT_COPY_USE_CASES = { recordPartSeen: 'RecordAccountPartSeen', readAccountCopy: 'ReadAccountCopy' } as const;
export type AccountCopyUseCases = UseCasesNamed<typeof ACCOUNT_COPY_USE_CASES>;

/**
 * The device's copy of the account (issue 46 point 2), as the account page paints it while the
 * fresh figures are read: each part until its own fresh read lands in this visit — then never again
 * (after a withdrawal, the list is read again showing its loading state, not an older copy). The
 * wallet store owns the server's figures; this one owns what the device kept of them.
 */
export interface AccountCopy {
  balance: { readonly value: Money; readonly readAt: number } | null;
  history: HistoryCopy | null;
  /** The default payout method's name as the copy has it (the withdraw page's), null for none or no copy. */
  method: PayoutMethod | null;
  /** The device's copy has been looked for in this visit (found or not). */
  looked: boolean;
}

/**
 * The visit's copy of the account, made by the account page: read at once for the customer whose
 * session is saved here; kept in step with the wallet store — a fresh read puts its part away, and the
 * history's first screen read joins the device's copy.
 */
export function accountCopyOf(context: StoreContext): AccountCopy {
  const { session, now } = context;
  const useCases = context.resolve(ACCOUNT_COPY_USE_CASES);
  const wallet = context.own(walletStoreOf);
  const copy = proxy<AccountCopy>({ balance: null, history: null, method: null, looked: false });
  // When the copy was asked for: a copy written since is this visit's own, never painted.
  let since = now();
  // The history's first screen and the payout methods join the device's copy once each and the
  // balance are read (a balance read begins the copy: RecordBalanceSeen), whichever comes first.
  const history = (): AccountPart[] => {
    const rows = wallet.transactions.get(WHOLE_HISTORY).state.value?.transactions;
    return rows ? [{ history: rows }] : [];
  };
  const methods = (): AccountPart[] => {
    const read = wallet.payoutMethods.state.value;
    return read ? [{ payoutMethods: read }] : [];
  };
  const record = async (parts: AccountPart[]) => {
    const found = parts.length ? await (session.restoringCustomer() ?? session.state.me) : null;
    if (!found) return;
    for (const part of parts) await useCases.recordPartSeen.execute(found.id, part);
  };
  const follow = () => {
    const first = wallet.transactions.get(WHOLE_HISTORY);
    subscribe(first.state, () => {
      if (!first.state.value) return;
      copy.history = null;
      void record(history());
    });
  };
  subscribe(wallet.payoutMethods.state, () => {
    if (!wallet.payoutMethods.state.value) return;
    copy.method = null;
    void record(methods());
  });
  subscribe(wallet.balance.state, () => {
    if (!wallet.balance.state.value) return;
    copy.balance = null;
    void record([...history(), ...methods()]);
  });
  const read = () => {
    since = now();
    void useCases.readAccountCopy.execute().then((kept) => {
      if (kept && kept.readAt < since && !wallet.balance.state.value) copy.balance = ref({ value: kept.balance, readAt: kept.readAt });
      if (kept?.payoutMethod && kept.readAt < since && !wallet.payoutMethods.state.value) copy.method = kept.payoutMethod;
      copy.looked = true;
      if (kept?.history && kept.history.readAt < since && !wallet.transactions.get(WHOLE_HISTORY).state.value)
        copy.history = ref(kept.history);
    });
  };
  // Another customer (or none): the last one's copy is gone with their money, and the new one's read.
  wallet.onSwitch((_, next) => {
    Object.assign(copy, { balance: null, history: null, method: null });
    follow();
    if (next) read();
  });
  follow();
  read();
  // The page's reads may have begun before this store: what they have already brought is copied now.
  if (wallet.balance.state.value) void record([...history(), ...methods()]);
  return copy;
}
