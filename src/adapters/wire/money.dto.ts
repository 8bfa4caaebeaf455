import { fromMajorString, isCurrency, toMajorString, type Money } from '../../core/shared/money';
import type { WireMoney } from '../../contract/wallet.contract';
import { fail, fieldsOf, str } from './read';

/** `{ value: "12.50" | 12.5, currency }` → Money, parsing the decimal text, never float arithmetic. */
export function toMoney(v: unknown): Money {
  const o = fieldsOf<WireMoney>(v, 'money');
  const currency = isCurrency(o.currency) ? o.currency : fail('currency');
  const text = typeof o.value === 'number' ? String(o.value) : str(o.value, 'money value');
  return fromMajorString(text, currency) ?? fail('money value');
}

/** Money as the API writes it: `{ value: "12.50", currency: "EUR" }` (yen without decimals). */
export const moneyBody = (m: Money): WireMoney => ({ value: toMajorString(m), currency: m.currency });
