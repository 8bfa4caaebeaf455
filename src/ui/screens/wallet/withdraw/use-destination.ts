import type { BankData, PayoutMethod } from '../../../../core/wallet/payout-method';
import { savedInfo } from './saved-payout-info';
import { useMethodName } from './use-method-name';

/** "PayPal a•••@example.com": where a method pays, as the customer saved it (numbers masked). */
export function useDestination(): (method: PayoutMethod, bankData: BankData) => string {
  const methodName = useMethodName();
  return (method, bankData) => `${methodName(method)} ${savedInfo(method, bankData) ?? ''}`.trim();
}
