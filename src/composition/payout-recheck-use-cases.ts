// The use cases of a new payout destination's password and notice (issue 47 point 4), in one chunk
// loaded with the payout dialog or the account's notice, not with the first page (its budget).
export { ConfirmPassword } from '../core/wallet/use-cases/confirm-password';
export { ReadDestinationNotice } from '../core/wallet/use-cases/read-destination-notice';
export { ReadPasswordRecheck } from '../core/wallet/use-cases/read-password-recheck';
