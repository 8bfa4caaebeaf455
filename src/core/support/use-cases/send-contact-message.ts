import { countryCodeOf, type Locale } from '../../content/locale';
import { freeTextProblem } from '../../shared/characters';
import { err, type Result } from '../../shared/result';
import { emailProblem, firstProblem, invalidInput, lengthProblem, requiredProblem } from '../../shared/validation';
import type { SupportGateway } from '../ports/support-gateway.port';
import type { ContactMessage, SupportRequestError } from '../support-request';

/** The contact form: name, a valid email, a subject and a message, none over its maximum length nor carrying a bidi override. */
export class SendContactMessage {
  constructor(private readonly support: SupportGateway) {}

  async execute(input: ContactMessage & { readonly locale: Locale }): Promise<Result<void, SupportRequestError>> {
    const { locale, ...message } = input;
    const email = message.email.trim();
    const invalid = invalidInput({
      name: firstProblem(
        lengthProblem(message.name, 'name'),
        requiredProblem(message.name, 'name_required'),
        freeTextProblem(message.name),
      ),
      email: firstProblem(lengthProblem(email, 'email'), emailProblem(email)),
      subject: firstProblem(lengthProblem(message.subject, 'subject'), requiredProblem(message.subject), freeTextProblem(message.subject)),
      message: firstProblem(lengthProblem(message.message, 'message'), requiredProblem(message.message), freeTextProblem(message.message)),
    });
    if (invalid) return err(invalid);
    return this.support.sendContactMessage({ ...message, email }, countryCodeOf(locale));
  }
}
