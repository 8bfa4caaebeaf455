import { countryCodeOf, type Locale } from '../../content/locale';
import { err, type Result } from '../../shared/result';
import { emailProblem, invalidInput, requiredProblem } from '../../shared/validation';
import type { SupportGateway } from '../ports/support-gateway.port';
import { DSAR_TYPES, type ContactMessage, type DataSubjectRequest } from '../support-request';

/** The contact form: name, a valid email, a subject and a message. */
export class SendContactMessage {
  constructor(private readonly support: SupportGateway) {}

  async execute(input: ContactMessage & { readonly locale: Locale }): Promise<Result<void>> {
    const { locale, ...message } = input;
    const invalid = invalidInput({
      name: requiredProblem(message.name, 'name_required'),
      email: emailProblem(message.email),
      subject: requiredProblem(message.subject),
      message: requiredProblem(message.message),
    });
    if (invalid) return err(invalid);
    return this.support.sendContactMessage({ ...message, email: message.email.trim() }, countryCodeOf(locale));
  }
}

/** A data-subject request: its type, who asks, and the last 4 digits of their phone (spec §3, §5). */
export class SendDataSubjectRequest {
  constructor(private readonly support: SupportGateway) {}

  async execute(input: Omit<DataSubjectRequest, 'type'> & { readonly type: string; readonly locale: Locale }): Promise<Result<void>> {
    const { locale, type, ...rest } = input;
    const known = (DSAR_TYPES as readonly string[]).includes(type);
    const invalid = invalidInput({
      type: known ? undefined : 'request_type_required',
      name: requiredProblem(rest.name, 'name_required'),
      email: emailProblem(rest.email),
      phoneLast4: /^\d{4}$/.test(rest.phoneLast4.trim()) ? undefined : 'phone_last4_invalid',
    });
    if (invalid) return err(invalid);
    return this.support.sendDataSubjectRequest(
      { ...rest, type: type as DataSubjectRequest['type'], email: rest.email.trim(), phoneLast4: rest.phoneLast4.trim() },
      countryCodeOf(locale),
    );
  }
}
