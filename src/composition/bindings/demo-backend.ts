import type { SessionRenewal } from '../../adapters/session/session-renewal';
import type { AuthGateway } from '../../core/auth/ports/auth-gateway.port';
import type { TokenStore } from '../../core/auth/ports/token-store.port';
import type { BinsGateway } from '../../core/places/ports/bins-gateway.port';
import type { UserGateway } from '../../core/profile/ports/user-gateway.port';
import type { DemoControls } from '../../core/shell/ports/demo-controls.port';
import type { SupportGateway } from '../../core/support/ports/support-gateway.port';
import type { WalletGateway } from '../../core/wallet/ports/wallet-gateway.port';
import { FakeAuthGateway } from '../../../fakes/adapters/fake-auth-gateway';
import { FakeBinsGateway } from '../../../fakes/adapters/fake-bins-gateway';
import { FakeSupportGateway } from '../../../fakes/adapters/fake-support-gateway';
import { FakeUserGateway } from '../../../fakes/adapters/fake-user-gateway';
import { FakeWalletGateway } from '../../../fakes/adapters/fake-wallet-gateway';
import { loadPersistedWorld } from '../../../fakes/persisted-world';

/** What the demo's in-page server offers once loaded: the gateways over it, and the demo tools that need it. */
export interface DemoServer {
  readonly AuthGateway: AuthGateway;
  readonly UserGateway: UserGateway;
  readonly WalletGateway: WalletGateway;
  readonly BinsGateway: BinsGateway;
  readonly SupportGateway: SupportGateway;
  readonly inbox: DemoControls['inbox'];
  readonly settleWithdrawal: DemoControls['settleWithdrawal'];
  readonly creditReturn: DemoControls['creditReturn'];
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The demo's fake server (faker, the seeded world, the in-memory backend): loaded by the demo bindings
 * on the first call that needs it, never before the first paint (docs/decisions.md, "Issue 11 — light demo").
 */
export async function startDemoServer(options: {
  readonly storage: Storage | null;
  readonly latencyMs: number;
  readonly clientId: string;
  readonly tokens: TokenStore;
  readonly renewal: SessionRenewal;
}): Promise<DemoServer> {
  const { storage, latencyMs, clientId, tokens, renewal } = options;
  const backend = await loadPersistedWorld(storage);
  backend.latencyMs = latencyMs;
  return {
    AuthGateway: new FakeAuthGateway(backend, clientId),
    UserGateway: new FakeUserGateway(backend, renewal),
    WalletGateway: new FakeWalletGateway(backend, renewal),
    BinsGateway: new FakeBinsGateway(backend, renewal),
    SupportGateway: new FakeSupportGateway(backend),
    inbox: async () => [...backend.sent()].reverse(),
    // The signed-in customer's oldest pending withdrawal, as the payout provider would end it.
    settleWithdrawal: (outcome) => backend.settleWithdrawal(tokens.load()?.accessToken ?? null, outcome),
    creditReturn: () => backend.creditReturn(tokens.load()?.accessToken ?? null),
  };
}
