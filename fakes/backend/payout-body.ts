import { SERVER_CODES } from '../../src/contract/server-error.contract';
import type { PayoutBody } from '../../src/contract/wallet.contract';
import type { CountryCode } from '../../src/core/content/locale';
import { lengthProblem, type LimitedField } from '../../src/core/shared/validation';
import { BANK_FIELDS } from '../../src/core/wallet/bank-account';
import type { PayoutMethod, PayoutSetup } from '../../src/core/wallet/payout-method';
import { toPayoutSetup } from '../../src/core/wallet/payout-setup';
import { answer, fail, invalidFields, type ServerResult } from './server-result';

/** The wire's names of a bank account's fields: the domain's in snake_case (`postCode` → `post_code`). */
const wireName = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The fields each method's body carries besides the bank account's (docs/api-contract.md). */
const OWN_FIELDS: Readonly<Record<Exclude<PayoutMethod, 'TRANSFERWISE'>, string>> = { PAYPAL: 'email', LINE: 'referenceNo' };

/** The longest each field may be before anything else is checked. */
const LIMITS: Readonly<Partial<Record<string, LimitedField>>> = {
  email: 'email',
  account_name: 'name',
  address: 'address',
  city: 'city',
  state: 'state',
};

/**
 * POST /payment_methods/{method}'s body, read for the customer's market: each field no longer than
 * it may be, the bank account in the account's own market, then the domain's own rules for that
 * market, run again here (the server trusts nothing the app checked). Field errors are 422 RS_0002
 * under the wire's names.
 */
export function readPayoutBody(method: PayoutMethod, country: CountryCode, body: PayoutBody): ServerResult<PayoutSetup> {
  const fields: Readonly<Record<string, string | undefined>> = body;
  const sent = (wire: string) => (Object.hasOwn(fields, wire) ? (fields[wire] ?? '') : '');
  const long = invalidFields(
    Object.fromEntries(Object.keys(fields).map((wire) => [wire, lengthProblem(sent(wire), LIMITS[wire] ?? 'payoutField')])),
  );
  if (long) return long;
  if (method === 'TRANSFERWISE' && sent('country_code') !== country) {
    return fail(422, SERVER_CODES.somethingWentWrong, "country_code is not the account's market");
  }
  const form: Record<string, string> =
    method === 'TRANSFERWISE'
      ? Object.fromEntries(BANK_FIELDS[country].map((field) => [field, sent(wireName(field))]))
      : { [OWN_FIELDS[method]]: sent(OWN_FIELDS[method]) };
  const setup = toPayoutSetup(method, country, form);
  if (setup.ok) return answer(setup.value);
  const problems = Object.entries(setup.error.fields ?? {}).map(([field, code]) => [wireName(field), code]);
  return invalidFields(Object.fromEntries(problems)) ?? fail(422, SERVER_CODES.somethingWentWrong, 'Invalid payout method');
}
