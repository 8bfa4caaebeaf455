import type { DomainError, ErrorCode } from './domain-error';

/**
 * Pragmatic email check: one @, something before it, a dot in the domain and no
 * spaces. The server remains the authority; this only catches typing mistakes.
 */
export function isValidEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(text.trim());
}

export const isBlank = (text: string | null | undefined): boolean => !text || text.trim() === '';

/** Field name → problem, for the fields that have one. */
export type FieldErrors<F extends string = string> = Partial<Record<F, ErrorCode>>;

/** An `invalid_input` error carrying its field problems, or null when there are none. */
export function invalidInput(fields: FieldErrors): DomainError | null {
  const entries = Object.entries(fields).filter((e): e is [string, ErrorCode] => e[1] !== undefined);
  return entries.length === 0 ? null : { code: 'invalid_input', fields: Object.fromEntries(entries) };
}
