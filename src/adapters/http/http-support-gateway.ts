import { SUPPORT_PATHS, type ContactBody, type DataSubjectRequestBody } from '../../contract/support.contract';
import type { CountryCode } from '../../core/content/locale';
import type { Result } from '../../core/shared/result';
import { SUPPORT_ERRORS, type SupportError, type SupportGateway } from '../../core/support/ports/support-gateway.port';
import type { ContactMessage, DataSubjectRequest } from '../../core/support/support-request';
import type { ApiClient } from './api-client';
import { parsed } from './parse';
import { assumedCall } from '../wire/server-errors';

export class HttpSupportGateway implements SupportGateway {
  constructor(private readonly api: ApiClient) {}

  sendContactMessage(message: ContactMessage, country: CountryCode): Promise<Result<void, SupportError>> {
    return parsed(
      assumedCall(
        this.api.request('POST', SUPPORT_PATHS.contact, { body: { ...message, country_code: country } satisfies ContactBody, auth: false }),
      ),
      () => undefined,
      SUPPORT_ERRORS,
    );
  }

  sendDataSubjectRequest(request: DataSubjectRequest, country: CountryCode): Promise<Result<void, SupportError>> {
    const body: DataSubjectRequestBody = {
      request_type: request.type,
      name: request.name,
      email: request.email,
      phone_last4: request.phoneLast4,
      details: request.details,
      country_code: country,
    };
    return parsed(
      assumedCall(this.api.request('POST', SUPPORT_PATHS.dataSubjectRequests, { body, auth: false })),
      () => undefined,
      SUPPORT_ERRORS,
    );
  }
}
