import { FakeAuthGateway } from '../../fakes/adapters/fake-auth-gateway';
import { FakeBinsGateway } from '../../fakes/adapters/fake-bins-gateway';
import { FakeSupportGateway } from '../../fakes/adapters/fake-support-gateway';
import { FakeUserGateway } from '../../fakes/adapters/fake-user-gateway';
import { FakeWalletGateway } from '../../fakes/adapters/fake-wallet-gateway';
import { MemoryTokenStore } from '../../fakes/adapters/memory-token-store';
import type { InMemoryBackend } from '../../fakes/backend/in-memory-backend';
import { createDemoWorld } from '../../fakes/demo-world';
import { startFakeApiServer, type RunningFakeApi } from '../../fakes/http/server';
import { ApiClient } from '../../src/adapters/http/api-client';
import { HttpAuthGateway } from '../../src/adapters/http/http-auth-gateway';
import { HttpBinsGateway } from '../../src/adapters/http/http-bins-gateway';
import { HttpSupportGateway } from '../../src/adapters/http/http-support-gateway';
import { HttpUserGateway } from '../../src/adapters/http/http-user-gateway';
import { HttpWalletGateway } from '../../src/adapters/http/http-wallet-gateway';
import { SessionEventEmitter } from '../../src/adapters/session/session-event-emitter';
import { SessionRenewal } from '../../src/adapters/session/session-renewal';
import { WebLocksSessionLock } from '../../src/adapters/session/web-locks-session-lock';
import type { AuthGateway } from '../../src/core/auth/ports/auth-gateway.port';
import { RefreshSession } from '../../src/core/auth/use-cases/refresh-session';
import type { BinsGateway } from '../../src/core/places/ports/bins-gateway.port';
import type { UserGateway } from '../../src/core/profile/ports/user-gateway.port';
import type { SupportGateway } from '../../src/core/support/ports/support-gateway.port';
import { money, type Money } from '../../src/core/shared/money';
import type { PayoutMethod } from '../../src/core/wallet/payout-method';
import type { WalletGateway } from '../../src/core/wallet/ports/wallet-gateway.port';
import type { WithdrawalRequest } from '../../src/core/wallet/withdrawal';

export const TODAY = new Date('2026-11-21T10:00:00Z');

/** A withdrawal as the use case sends it: by default to PayPal (the demo accounts' default), with no fee. */
export const withdrawal = (
  amount: Money,
  idempotencyKey: string,
  options: { readonly fee?: Money; readonly method?: PayoutMethod; readonly destination?: string | null } = {},
): WithdrawalRequest => ({
  amount,
  fee: options.fee ?? money(0, amount.currency),
  method: options.method ?? 'PAYPAL',
  idempotencyKey,
  customer: 'contract-customer',
  destination: options.destination ?? null,
});

/** Everything a contract behaviour needs: the gateways under test and the world behind them. */
export interface World {
  readonly backend: InMemoryBackend;
  readonly tokens: MemoryTokenStore;
  readonly auth: AuthGateway;
  readonly users: UserGateway;
  readonly wallet: WalletGateway;
  readonly bins: BinsGateway;
  readonly support: SupportGateway;
  readonly events: SessionEventEmitter;
  readonly refresh: RefreshSession;
  /** Only over HTTP: the running fake server. */
  readonly server?: RunningFakeApi;
  dispose(): Promise<void>;
}

const seededBackend = () => createDemoWorld({ seed: 42, referenceDate: TODAY });

/** What the composition root does: the gateways' session renewal wired to the RefreshSession use case. */
function wireSession(renewal: SessionRenewal, auth: AuthGateway, tokens: MemoryTokenStore) {
  const events = new SessionEventEmitter();
  const refresh = new RefreshSession(auth, tokens, new WebLocksSessionLock(null), events);
  renewal.useRenewer((refused) => refresh.execute(refused === undefined ? {} : { refusedAccessToken: refused }));
  return { events, refresh };
}

/** The fake gateways calling the backend in-process, as the demo does. */
export async function inProcessWorld(): Promise<World> {
  const backend = await seededBackend();
  const tokens = new MemoryTokenStore();
  const renewal = new SessionRenewal(tokens);
  const auth = new FakeAuthGateway(backend, 'test-client');
  const { events, refresh } = wireSession(renewal, auth, tokens);
  return {
    backend,
    tokens,
    auth,
    users: new FakeUserGateway(backend, renewal),
    wallet: new FakeWalletGateway(backend, renewal),
    bins: new FakeBinsGateway(backend, renewal),
    support: new FakeSupportGateway(backend),
    events,
    refresh,
    dispose: async () => undefined,
  };
}

/** The production HTTP adapters talking to the same backend behind fakes/http on loopback. */
export async function httpWorld(options: { timeoutMs?: number; contentToken?: string; specOnly?: boolean } = {}): Promise<World> {
  const backend = await seededBackend();
  const server = await startFakeApiServer(backend, {
    ...(options.contentToken ? { contentToken: options.contentToken } : {}),
    specOnly: options.specOnly === true,
  });
  const tokens = new MemoryTokenStore();
  const renewal = new SessionRenewal(tokens);
  const api = new ApiClient({ baseUrl: server.url, session: renewal, timeoutMs: options.timeoutMs ?? 2000, retryDelayMs: 5 });
  const auth = new HttpAuthGateway(api, 'test-client');
  const { events, refresh } = wireSession(renewal, auth, tokens);
  return {
    backend,
    tokens,
    auth,
    users: new HttpUserGateway(api),
    wallet: new HttpWalletGateway(api),
    bins: new HttpBinsGateway(api),
    support: new HttpSupportGateway(api),
    events,
    refresh,
    server,
    dispose: () => server.close(),
  };
}
