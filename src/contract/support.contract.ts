import { API_ROOT } from './envelope.contract';

/** Customer care: POST /contact and POST /data_subject_requests, both assumed and public (docs/api-contract.md). */

export interface ContactBody {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly country_code: string;
}

export interface DataSubjectRequestBody {
  readonly request_type: string;
  readonly name: string;
  readonly email: string;
  readonly phone_last4: string;
  readonly details: string;
  readonly country_code: string;
}

export const SUPPORT_PATHS = {
  contact: `${API_ROOT}/contact`,
  dataSubjectRequests: `${API_ROOT}/data_subject_requests`,
} as const;
