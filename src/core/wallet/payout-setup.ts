import type { CountryCode } from '../content/locale';
import { domainError, type DomainError } from '../shared/domain-error';
import { err, ok, type Result } from '../shared/result';
import { emailProblem, firstProblem, invalidInput, lengthProblem } from '../shared/validation';
import { bankDigits } from './bank-typing';
import { toBankAccount } from './to-bank-account';
import { offersPayoutMethod, type PayoutForm, type PayoutMethod, type PayoutSetup } from './payout-method';

/*
 * Kept apart from payout-method.ts, which the whole app reads (which methods where): the bank rules
 * carry the IBAN registry (ibantools), loaded only where a payout form is checked.
 */

/**
 * The setup a payout form describes, for the customer's market, or `invalid_input` with a code per
 * field: PayPal's address, LINE Pay's 11-digit reference number, or the market's bank account.
 * A method the market does not offer is refused (`payout_method_not_set_up`).
 */
export function toPayoutSetup(
  method: PayoutMethod,
  country: CountryCode,
  form: PayoutForm,
): Result<PayoutSetup, DomainError<'invalid_input' | 'payout_method_not_set_up'>> {
  if (!offersPayoutMethod(country, method)) return err(domainError('payout_method_not_set_up'));
  switch (method) {
    case 'PAYPAL': {
      // Full-width letters, as a Japanese keyboard may type them, become ASCII.
      const email = (form['email'] ?? '').normalize('NFKC').trim();
      const invalid = invalidInput({ email: firstProblem(lengthProblem(email, 'email'), emailProblem(email)) });
      return invalid ? err(invalid) : ok({ method, email });
    }
    case 'LINE': {
      const typed = form['referenceNo'] ?? '';
      const referenceNo = bankDigits(typed);
      const invalid = invalidInput({ referenceNo: lineReferenceProblem(typed, referenceNo) });
      return invalid ? err(invalid) : ok({ method, referenceNo });
    }
    case 'TRANSFERWISE': {
      const account = toBankAccount(country, form);
      return account.ok ? ok({ method, account: account.value }) : account;
    }
  }
}

/** A LINE Pay reference number: 11 digits (spec §5), typed with spaces, dashes or full-width digits. */
function lineReferenceProblem(typed: string, referenceNo: string) {
  return firstProblem(
    lengthProblem(typed.trim(), 'payoutField'),
    referenceNo === '' ? 'field_required' : undefined,
    /^\d{11}$/.test(referenceNo) ? undefined : 'line_reference_invalid',
  );
}
