import type { CountryCode } from '../core/content/locale';
import type { DeletionBlock } from '../core/profile/deletion';
import { API_ROOT } from './envelope.contract';
import { SERVER_CODES, type ServerCode } from './server-error.contract';

/** The signed-in customer: /user and its sub-resources (docs/api-contract.md). */

/** GET /user's `data` (and PATCH /user's, POST /user/verification/confirm's). */
export interface UserDto {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly country_code: CountryCode;
  readonly zip_code: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly email_verified: boolean;
  readonly marketing_consent: boolean;
  readonly market_research_consent: boolean;
}

/** PATCH /user's body: the fields a customer may change (the server refuses the email and the ZIP code). */
export type UserPatchBody = Partial<
  Pick<UserDto, 'name' | 'address' | 'city' | 'state' | 'email' | 'zip_code' | 'marketing_consent' | 'market_research_consent'>
>;

/** POST /user/change_password. */
export interface ChangePasswordBody {
  readonly current_password: string;
  readonly password: string;
  readonly password_confirmation: string;
}

/** POST /user/verification/confirm (assumed). */
export interface ConfirmEmailBody {
  readonly code: string;
}

/** DELETE /user (assumed). */
export interface DeleteAccountBody {
  readonly password: string;
}

/** DELETE /user's 409: the server's code for each reason it refuses (assumed, spec §5 and §8). */
export const DELETION_BLOCK_CODES = {
  positive_balance: SERVER_CODES.deleteBlockedBalance,
  pending_request: SERVER_CODES.deleteBlockedPending,
} as const satisfies Record<DeletionBlock, ServerCode>;

export const USER_PATHS = {
  /** GET, PATCH, and DELETE (the account's deletion, assumed). */
  user: `${API_ROOT}/user`,
  changePassword: `${API_ROOT}/user/change_password`,
  verification: `${API_ROOT}/user/verification`,
  confirmEmail: `${API_ROOT}/user/verification/confirm`,
} as const;
