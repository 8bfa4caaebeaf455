import { COUNTRY_CODES, type CountryCode } from '../../src/core/content/locale';
import { DSAR_TYPES } from '../../src/core/support/support-request';
import { emailProblem, normalisedDigits, requiredText, tooLong } from './checks';
import type { SupportRecord } from './records';
import { answer, invalidFields, type FieldProblems, type ServerResult } from './server-result';
import type { World } from './world';

const text = (payload: Readonly<Record<string, string>>, field: string): string => payload[field] ?? '';

/** What each kind of request must carry; field names as the request names them. */
function problemsOf(kind: SupportRecord['kind'], payload: Readonly<Record<string, string>>): FieldProblems {
  const common = {
    name: requiredText(text(payload, 'name'), 'name', 'name_required'),
    email: emailProblem(text(payload, 'email')),
  };
  if (kind === 'contact') {
    return {
      ...common,
      subject: requiredText(text(payload, 'subject'), 'subject'),
      message: requiredText(text(payload, 'message'), 'message'),
    };
  }
  const phone = text(payload, 'phone_last4');
  return {
    ...common,
    request_type: (DSAR_TYPES as readonly string[]).includes(text(payload, 'type')) ? undefined : 'request_type_required',
    // Optional: empty when the customer gave no phone number (issue 20).
    phone_last4: phone === '' || /^\d{4}$/.test(phone) ? undefined : 'phone_last4_invalid',
    details: tooLong(text(payload, 'details'), 'message'),
  };
}

/** POST /contact and POST /data_subject_requests: customer care receives them. */
export class SupportResource {
  constructor(private readonly world: World) {}

  async receiveSupport(
    kind: SupportRecord['kind'],
    country: string,
    payload: Readonly<Record<string, string>>,
  ): Promise<ServerResult<void>> {
    const received = kind === 'dsar' ? { ...payload, phone_last4: normalisedDigits(text(payload, 'phone_last4')) } : payload;
    const invalid = invalidFields({
      country_code: (COUNTRY_CODES as readonly string[]).includes(country) ? undefined : 'field_required',
      ...problemsOf(kind, received),
    });
    if (invalid) return invalid;
    this.world.support.push({ kind, country: country as CountryCode, payload: received, receivedAt: this.world.now() });
    this.world.changed();
    return answer(undefined);
  }
}
