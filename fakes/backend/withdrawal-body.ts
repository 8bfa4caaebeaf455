import type { WireMoney, WithdrawalBody } from '../../src/contract/wallet.contract';
import { fromMajorString, isCurrency, type Money } from '../../src/core/shared/money';
import { MAX_LENGTH } from '../../src/core/shared/validation';
import { normalisedDigits } from './checks';

/** POST /withdrawals' body as the server reads it: its money, and what makes two bodies the same request. */

/** Money as the server reads it: digits typed full-width read as ASCII, the currency's precision, nothing else. */
export function readMoney(wire: WireMoney): Money | null {
  const value = normalisedDigits(wire.value);
  if (!isCurrency(wire.currency) || value.length > MAX_LENGTH.amount) return null;
  return fromMajorString(value, wire.currency);
}

/** The same request, however its numbers were written ("1.5" and "1.50" are one amount). */
export function fingerprint(body: WithdrawalBody): string {
  const show = (wire: WireMoney) => {
    const read = readMoney(wire);
    return read ? `${read.amount} ${read.currency}` : JSON.stringify(wire);
  };
  return JSON.stringify([show(body.amount), show(body.fee), body.withdraw_type, body.payout_destination ?? null]);
}
