import type { DomainError, TransportErrorCode, ValidationErrorCode } from '../shared/domain-error';

/** A message to customer care from the contact form. */
export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

export const DSAR_TYPES = ['access', 'rectification', 'erasure', 'portability', 'objection'] as const;
export type DsarType = (typeof DSAR_TYPES)[number];

/** A data-subject request (GDPR and equivalents): who asks, what for, and how we check it is them. */
export interface DataSubjectRequest {
  readonly type: DsarType;
  readonly name: string;
  readonly email: string;
  /**
   * Last 4 digits of the phone number on the account (spec §3), only if the customer gave one: the
   * app never asks for a phone number, so it is optional (empty) and the account's email identifies them.
   */
  readonly phoneLast4: string;
  readonly details: string;
}

/** What sending a contact message or a data-subject request can fail with. */
export type SupportRequestError = DomainError<ValidationErrorCode | 'not_available' | TransportErrorCode>;
