import type { CountryCode } from '../content/locale';
import { freeTextProblem } from '../shared/characters';
import type { ErrorCode } from '../shared/domain-error';
import { firstProblem, lengthProblem, requiredProblem, type FieldErrors } from '../shared/validation';
import type { PersonalData } from './user';

/**
 * The "state" line of an address, per market (spec §5: required where the market uses it):
 * a state in the US, a province or territory in Canada, a prefecture in Japan; a county is
 * optional in the UK (Royal Mail does not need one); French addresses have none, so the field is
 * not asked for in France.
 */
export type StateRule = 'required' | 'optional' | 'none';

export const STATE_RULE: Readonly<Record<CountryCode, StateRule>> = {
  us: 'required',
  ca: 'required',
  jp: 'required',
  uk: 'optional',
  fr: 'none',
};

/** What the profile form edits: every field the customer may change (email and ZIP code need customer care). */
export type ProfileInput = {
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly marketingConsent: boolean;
  readonly marketResearchConsent: boolean;
};

export type ProfileField = 'name' | 'address' | 'city' | 'state';

/**
 * Spec §5: name, address, city and (where the market uses one) state required; each within its
 * maximum length, and free of bidi overrides (issue 42: `freeTextProblem`).
 */
export function personalDataProblems(input: ProfileInput, country: CountryCode): FieldErrors<ProfileField> {
  const rule = STATE_RULE[country];
  const state: ErrorCode | undefined =
    rule === 'none'
      ? undefined
      : firstProblem(
          rule === 'required' ? requiredProblem(input.state) : undefined,
          lengthProblem(input.state, 'state'),
          freeTextProblem(input.state),
        );
  return {
    name: firstProblem(requiredProblem(input.name, 'name_required'), lengthProblem(input.name, 'name'), freeTextProblem(input.name)),
    address: firstProblem(requiredProblem(input.address), lengthProblem(input.address, 'address'), freeTextProblem(input.address)),
    city: firstProblem(requiredProblem(input.city), lengthProblem(input.city, 'city'), freeTextProblem(input.city)),
    state,
  };
}

/** The change as sent: trimmed, and without a state where the market has none. */
export function toPersonalData(input: ProfileInput, country: CountryCode): PersonalData {
  const base = {
    name: input.name.trim(),
    address: input.address.trim(),
    city: input.city.trim(),
    marketingConsent: input.marketingConsent,
    marketResearchConsent: input.marketResearchConsent,
  };
  return STATE_RULE[country] === 'none' ? base : { ...base, state: input.state.trim() };
}
