import { countryCodeOf, type Locale } from '../../content/locale';
import { freeTextProblem } from '../../shared/characters';
import { err, type Result } from '../../shared/result';
import { emailProblem, firstProblem, invalidInput, lengthProblem, normalizeDigits, requiredProblem } from '../../shared/validation';
import type { SupportGateway } from '../ports/support-gateway.port';
import { DSAR_TYPES, type DataSubjectRequest, type SupportRequestError } from '../support-request';

/**
 * A data-subject request: its type, who asks (the account's email), and, if the customer gave a phone
 * number, its last 4 digits (spec §3, §5), which may be typed full-width (`１２３４`). None over its
 * maximum length (issue 20: the phone digits are optional, the app never collects a phone number),
 * and no name or details carrying a bidi override (issue 42).
 */
export class SendDataSubjectRequest {
  constructor(private readonly support: SupportGateway) {}

  async execute(
    input: Omit<DataSubjectRequest, 'type'> & { readonly type: string; readonly locale: Locale },
  ): Promise<Result<void, SupportRequestError>> {
    const { locale, type, ...rest } = input;
    const known = (DSAR_TYPES as readonly string[]).includes(type);
    const email = rest.email.trim();
    const phoneLast4 = normalizeDigits(rest.phoneLast4);
    const invalid = invalidInput({
      type: known ? undefined : 'request_type_required',
      name: firstProblem(lengthProblem(rest.name, 'name'), requiredProblem(rest.name, 'name_required'), freeTextProblem(rest.name)),
      email: firstProblem(lengthProblem(email, 'email'), emailProblem(email)),
      phoneLast4: phoneLast4 === '' || /^\d{4}$/.test(phoneLast4) ? undefined : 'phone_last4_invalid',
      details: firstProblem(lengthProblem(rest.details, 'message'), freeTextProblem(rest.details)),
    });
    if (invalid) return err(invalid);
    return this.support.sendDataSubjectRequest(
      { ...rest, type: type as DataSubjectRequest['type'], email, phoneLast4 },
      countryCodeOf(locale),
    );
  }
}
