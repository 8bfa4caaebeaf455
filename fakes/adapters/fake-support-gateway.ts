import type { CountryCode } from '../../src/core/content/locale';
import type { Result } from '../../src/core/shared/result';
import type { SupportGateway } from '../../src/core/support/ports/support-gateway.port';
import type { ContactMessage, DataSubjectRequest } from '../../src/core/support/support-request';
import type { InMemoryBackend } from '../backend/in-memory-backend';
import { serve } from './serve';

export class FakeSupportGateway implements SupportGateway {
  constructor(private readonly backend: InMemoryBackend) {}

  sendContactMessage(message: ContactMessage, country: CountryCode): Promise<Result<void>> {
    return serve(this.backend, () => this.backend.receiveSupport('contact', country, { ...message }));
  }

  sendDataSubjectRequest(request: DataSubjectRequest, country: CountryCode): Promise<Result<void>> {
    const { phoneLast4, ...rest } = request;
    return serve(this.backend, () => this.backend.receiveSupport('dsar', country, { ...rest, phone_last4: phoneLast4 }));
  }
}
