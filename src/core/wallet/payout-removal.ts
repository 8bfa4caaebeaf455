import type { ErrorCode } from '../shared/domain-error';
import type { BankData, PayoutMethod } from './payout-method';
import type { Transaction } from './transaction';

/**
 * Whether "Remove" is offered for a saved payout method, and why not (issue 44 point 6). Not while a
 * pending withdrawal is paid to it: the server keeps it (`409 PM_0002`, docs/api-contract.md), so
 * offering it would only lead to that refusal after the customer had confirmed. The reason is that
 * refusal's code: one text says it, whether the app knew first or the server said so.
 */
export type RemovalOffer =
  { readonly offered: true } | { readonly offered: false; readonly reason: Extract<ErrorCode, 'payout_method_in_use'> };

const OFFERED: RemovalOffer = { offered: true };
const IN_USE: RemovalOffer = { offered: false, reason: 'payout_method_in_use' };

/**
 * `pending`: the pending transactions as read (`GET /merged_transactions?status=PENDING`), or null
 * while they are not known. A withdrawal names where it is paid in `account_number` (spec §3; what it
 * holds is assumed: the account number, the IBAN, the PayPal address or the LINE Pay reference). When
 * the history cannot tell — not read, no account named, a number masked on either side — removing is
 * offered, and the server decides (its refusal is said in the dialog).
 */
export function removalOffer(
  bankData: BankData,
  method: PayoutMethod,
  pending: readonly Pick<Transaction, 'category' | 'status' | 'accountNumber'>[] | null,
): RemovalOffer {
  const accounts = accountsOf(bankData, method);
  const paidTo = (accountNumber: string | null) => accountNumber !== null && accounts.includes(comparable(accountNumber));
  const inUse = pending?.some((tx) => tx.category === 'WITHDRAWAL' && tx.status === 'PENDING' && paidTo(tx.accountNumber));
  return inUse ? IN_USE : OFFERED;
}

/** What a withdrawal paid to `method` names as its account, comparable; none that is masked. */
function accountsOf(bankData: BankData, method: PayoutMethod): readonly string[] {
  const details = bankData.types[method];
  if (!details) return [];
  const shown =
    'email' in details ? [details.email] : 'referenceNo' in details ? [details.referenceNo] : [details.iban, details.accountNumber];
  return shown.filter((value) => value.trim() !== '' && !MASKED.test(value)).map(comparable);
}

// A value shown masked ("•••• 0189", "****0189", "XXXX0189", "c••••@example.com") is not one account:
// two accounts may end alike. Never matched, so that a removal the server would allow is never held back.
const MASKED = /[•*]|[xX]{3,}/u;

/** Spaces and letter case aside: an IBAN written in groups, an address as typed. */
const comparable = (value: string): string => value.replace(/\s+/g, '').toLowerCase();
