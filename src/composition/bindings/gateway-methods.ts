import type { AuthGateway } from '../../core/auth/ports/auth-gateway.port';
import type { BinsGateway } from '../../core/places/ports/bins-gateway.port';
import type { UserGateway } from '../../core/profile/ports/user-gateway.port';
import type { SupportGateway } from '../../core/support/ports/support-gateway.port';
import type { WalletGateway } from '../../core/wallet/ports/wallet-gateway.port';

/**
 * Every method of each gateway, for a `deferredPort` (nothing is loaded to ask it). The compiler
 * checks each list against its port: a method added to a port must be added here.
 */
type Methods<T> = { readonly [K in keyof T]: true };

export const AUTH_METHODS: Methods<AuthGateway> = {
  requestToken: true,
  refresh: true,
  revoke: true,
  requestPasswordReset: true,
  setNewPassword: true,
  signUp: true,
};

export const USER_METHODS: Methods<UserGateway> = {
  me: true,
  update: true,
  changePassword: true,
  sendVerificationCode: true,
  confirmEmail: true,
  deleteAccount: true,
};

export const WALLET_METHODS: Methods<WalletGateway> = {
  balance: true,
  transactions: true,
  payoutMethods: true,
  withdrawalTerms: true,
  setDefaultPayoutMethod: true,
  savePayoutMethod: true,
  removePayoutMethod: true,
  notifyDestinationChange: true,
  withdraw: true,
};

export const BINS_METHODS: Methods<BinsGateway> = { list: true, sendReport: true };

export const SUPPORT_METHODS: Methods<SupportGateway> = { sendContactMessage: true, sendDataSubjectRequest: true };
