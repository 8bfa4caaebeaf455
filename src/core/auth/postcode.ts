import type { CountryCode } from '../content/locale';
import type { ErrorCode } from '../shared/domain-error';
import { isBlank } from '../shared/validation';

/** ZIP and post codes as each market writes them; at least 5 characters everywhere (spec §5, §9). */
export const POSTCODE_PATTERNS: Readonly<Record<CountryCode, RegExp>> = {
  us: /^\d{5}(?:-\d{4})?$/,
  uk: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  ca: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  fr: /^\d{5}$/,
  jp: /^\d{3}-?\d{4}$/,
};

export const POSTCODE_MIN_LENGTH = 5;

export function postcodeProblem(text: string, country: CountryCode): ErrorCode | undefined {
  const value = text.trim();
  if (isBlank(value)) return 'zip_required';
  if (value.length < POSTCODE_MIN_LENGTH) return 'zip_too_short';
  return POSTCODE_PATTERNS[country].test(value) ? undefined : 'zip_invalid';
}
