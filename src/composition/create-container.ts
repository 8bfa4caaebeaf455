import { Container } from 'inversify';
import { LoginUser } from '../core/auth/use-cases/login-user';
import { LogoutUser } from '../core/auth/use-cases/logout-user';
import { RefreshSession } from '../core/auth/use-cases/refresh-session';
import { RequestPasswordReset } from '../core/auth/use-cases/request-password-reset';
import { RestoreSession } from '../core/auth/use-cases/restore-session';
import { SetNewPassword } from '../core/auth/use-cases/set-new-password';
import { SignUpUser } from '../core/auth/use-cases/sign-up-user';
import { ConfirmEmail, SendVerificationCode } from '../core/profile/use-cases/verify-email';
import { UpdateProfile } from '../core/profile/use-cases/update-profile';
import { ChangePassword } from '../core/profile/use-cases/change-password';

import { DeleteAccount } from '../core/profile/use-cases/delete-account';
import { SendContactMessage, SendDataSubjectRequest } from '../core/support/use-cases/send-support-request';
import { ListMarketBins } from '../core/places/use-cases/list-market-bins';
import { LocateCustomer } from '../core/places/use-cases/locate-customer';
import { GetBalance } from '../core/wallet/use-cases/get-balance';
import { ListTransactions } from '../core/wallet/use-cases/list-transactions';
import { ListPayoutMethods, SavePayoutMethod, SetDefaultPayoutMethod } from '../core/wallet/use-cases/payout-methods';
import { GetWithdrawalTerms, WithdrawFunds } from '../core/wallet/use-cases/withdraw-funds';
import { newIdempotencyKey } from './idempotency-key';
import type { PortBindings } from './bindings/port-bindings';
import { TOKENS, type PortName, type Ports, type UseCaseName, type UseCases } from './tokens';

export type Profile = 'production' | 'demo' | 'test';
export type Overrides = Partial<Ports>;
/** One factory per use case: typed by the use-case tokens, so a missing binding does not compile. */
export type UseCaseFactories = { [K in UseCaseName]: () => UseCases[K] };

/**
 * Loads the profile's port bindings. The demo and test branches are dead code in a
 * production build (Vite replaces import.meta.env.MODE), so the fakes never reach dist/.
 */
async function loadBindings(profile: Profile): Promise<PortBindings> {
  if (profile === 'production') return (await import('./bindings/production')).productionBindings();
  if (import.meta.env.MODE !== 'production') {
    if (profile === 'demo') return (await import('./bindings/demo')).demoBindings();
    if (profile === 'test') return (await import('./bindings/test')).testBindings();
  }
  throw new Error(`The ${profile} profile is not part of this build`);
}

/** The composition root: the profile decides the ports; use cases are the same for all. */
export async function createContainer(profile: Profile, overrides: Overrides = {}): Promise<Container> {
  const bindings = await loadBindings(profile);
  const ports: Ports = { ...bindings.ports, ...overrides };
  const container = new Container({ defaultScope: 'Singleton' });
  for (const name of Object.keys(ports) as PortName[]) {
    container.bind(TOKENS[name]).toConstantValue(ports[name]);
  }

  // Use cases are the same for every profile; only the ports above differ.
  const port = <K extends PortName>(name: K): Ports[K] => container.get(TOKENS[name]);
  const useCases: UseCaseFactories = {
    LoginUser: () => new LoginUser(port('AuthGateway'), port('UserGateway'), port('TokenStore')),
    LogoutUser: () => new LogoutUser(port('TokenStore')),
    RestoreSession: () => new RestoreSession(port('TokenStore'), port('UserGateway')),
    RequestPasswordReset: () => new RequestPasswordReset(port('AuthGateway')),
    RefreshSession: () => new RefreshSession(port('AuthGateway'), port('TokenStore'), port('SessionLock'), port('SessionEvents')),
    SignUpUser: () => new SignUpUser(port('AuthGateway'), port('UserGateway'), port('TokenStore')),
    SetNewPassword: () => new SetNewPassword(port('AuthGateway')),
    SendVerificationCode: () => new SendVerificationCode(port('UserGateway')),
    ConfirmEmail: () => new ConfirmEmail(port('UserGateway')),
    UpdateProfile: () => new UpdateProfile(port('UserGateway')),
    ChangePassword: () => new ChangePassword(port('UserGateway')),
    SendContactMessage: () => new SendContactMessage(port('SupportGateway')),
    SendDataSubjectRequest: () => new SendDataSubjectRequest(port('SupportGateway')),
    GetBalance: () => new GetBalance(port('WalletGateway')),
    ListTransactions: () => new ListTransactions(port('WalletGateway')),
    ListPayoutMethods: () => new ListPayoutMethods(port('WalletGateway')),
    SavePayoutMethod: () => new SavePayoutMethod(port('WalletGateway')),
    SetDefaultPayoutMethod: () => new SetDefaultPayoutMethod(port('WalletGateway')),
    GetWithdrawalTerms: () => new GetWithdrawalTerms(port('WalletGateway')),
    WithdrawFunds: () => new WithdrawFunds(port('WalletGateway'), newIdempotencyKey),

    DeleteAccount: () => new DeleteAccount(port('UserGateway'), port('WalletGateway'), port('TokenStore')),
    ListMarketBins: () => new ListMarketBins(port('BinsGateway')),
    LocateCustomer: () => new LocateCustomer(port('Geolocator')),
  };
  for (const name of Object.keys(useCases) as UseCaseName[]) {
    container.bind(TOKENS[name]).toDynamicValue(useCases[name]);
  }
  // The gateways renew sessions through the use case, which itself needs a gateway: wired last.
  const refresh = container.get(TOKENS.RefreshSession);
  bindings.renewal.useRenewer((refused) => refresh.execute(refused === undefined ? {} : { refusedAccessToken: refused }));
  bindings.extras?.(container);
  return container;
}
