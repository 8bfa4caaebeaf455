import { Container } from 'inversify';
import { LoginUser } from '../core/auth/use-cases/login-user';
import { LogoutUser } from '../core/auth/use-cases/logout-user';
import { RefreshSession } from '../core/auth/use-cases/refresh-session';
import { RequestPasswordReset } from '../core/auth/use-cases/request-password-reset';
import { RestoreSession } from '../core/auth/use-cases/restore-session';
import { SetNewPassword } from '../core/auth/use-cases/set-new-password';
import { SignUpUser } from '../core/auth/use-cases/sign-up-user';
import { ConfirmEmail, SendVerificationCode } from '../core/profile/use-cases/verify-email';
import { SendContactMessage, SendDataSubjectRequest } from '../core/support/use-cases/send-support-request';
import { GetBalance } from '../core/wallet/use-cases/get-balance';
import type { PortBindings } from './bindings/port-bindings';
import { TOKENS, type PortName, type Ports } from './tokens';

export type Profile = 'production' | 'demo' | 'test';
export type Overrides = Partial<Ports>;

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
  container
    .bind(TOKENS.LoginUser)
    .toDynamicValue((c) => new LoginUser(c.get(TOKENS.AuthGateway), c.get(TOKENS.UserGateway), c.get(TOKENS.TokenStore)));
  container.bind(TOKENS.LogoutUser).toDynamicValue((c) => new LogoutUser(c.get(TOKENS.TokenStore)));
  container.bind(TOKENS.RestoreSession).toDynamicValue((c) => new RestoreSession(c.get(TOKENS.TokenStore), c.get(TOKENS.UserGateway)));
  container.bind(TOKENS.RequestPasswordReset).toDynamicValue((c) => new RequestPasswordReset(c.get(TOKENS.AuthGateway)));
  container
    .bind(TOKENS.RefreshSession)
    .toDynamicValue((c) => new RefreshSession(c.get(TOKENS.AuthGateway), c.get(TOKENS.TokenStore), c.get(TOKENS.SessionLock), c.get(TOKENS.SessionEvents)));
  container
    .bind(TOKENS.SignUpUser)
    .toDynamicValue((c) => new SignUpUser(c.get(TOKENS.AuthGateway), c.get(TOKENS.UserGateway), c.get(TOKENS.TokenStore)));
  container.bind(TOKENS.SetNewPassword).toDynamicValue((c) => new SetNewPassword(c.get(TOKENS.AuthGateway)));
  container.bind(TOKENS.SendVerificationCode).toDynamicValue((c) => new SendVerificationCode(c.get(TOKENS.UserGateway)));
  container.bind(TOKENS.ConfirmEmail).toDynamicValue((c) => new ConfirmEmail(c.get(TOKENS.UserGateway)));
  container.bind(TOKENS.SendContactMessage).toDynamicValue((c) => new SendContactMessage(c.get(TOKENS.SupportGateway)));
  container.bind(TOKENS.SendDataSubjectRequest).toDynamicValue((c) => new SendDataSubjectRequest(c.get(TOKENS.SupportGateway)));
  container.bind(TOKENS.GetBalance).toDynamicValue((c) => new GetBalance(c.get(TOKENS.WalletGateway)));
  // The gateways renew sessions through the use case, which itself needs a gateway: wired last.
  const refresh = container.get(TOKENS.RefreshSession);
  bindings.renewal.useRenewer((refused) => refresh.execute(refused === undefined ? {} : { refusedAccessToken: refused }));
  bindings.extras?.(container);
  return container;
}
