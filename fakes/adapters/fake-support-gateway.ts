import { assumedCall } from '../../src/adapters/wire/server-errors';
import type { CountryCode } from '../../src/core/content/locale';
import { expecting } from '../../src/core/shared/domain-error';
import { SUPPORT_ERRORS, type SupportGateway } from '../../src/core/support/ports/support-gateway.port';
import type { ContactMessage, DataSubjectRequest } from '../../src/core/support/support-request';
import type { InMemoryBackend } from '../backend/in-memory-backend';
import { serve } from './serve';

export class FakeSupportGateway implements SupportGateway {
  constructor(private readonly backend: InMemoryBackend) {}

  sendContactMessage(message: ContactMessage, country: CountryCode): ReturnType<SupportGateway['sendContactMessage']> {
    return expecting(
      assumedCall(serve(this.backend, () => this.backend.receiveSupport('contact', country, { ...message }))),
      SUPPORT_ERRORS,
    );
  }

  sendDataSubjectRequest(request: DataSubjectRequest, country: CountryCode): ReturnType<SupportGateway['sendDataSubjectRequest']> {
    const { phoneLast4, ...rest } = request;
    return expecting(
      assumedCall(serve(this.backend, () => this.backend.receiveSupport('dsar', country, { ...rest, phone_last4: phoneLast4 }))),
      SUPPORT_ERRORS,
    );
  }
}
