import type { Money } from '../../src/core/shared/money';
import type { BankData, PayoutMethod } from '../../src/core/wallet/payout-method';
import type { WithdrawalTerms } from '../../src/core/wallet/withdrawal';
import type { TransactionQuery } from '../../src/core/wallet/transaction';
import type { Bin } from '../../src/core/places/bin';
import type { PersonalData, User } from '../../src/core/profile/user';
import type { RevokeBody, SignUpBody, TokenBody, TokenGrant } from '../../src/contract/auth.contract';
import type { PayoutBody, WithdrawalBody } from '../../src/contract/wallet.contract';
import type { BinReportBody, BinReportDto } from '../../src/contract/places.contract';
import { AuthResource } from './auth-resource';
import { BinReportsResource } from './bin-reports-resource';
import { PlacesResource } from './places-resource';
import type { SupportRecord, TransactionRecord, WithdrawalAnswer, WorldState } from './records';
import { ServerControls } from './server-controls';
import type { ServerResult } from './server-result';
import { SupportResource } from './support-resource';
import { UserResource } from './user-resource';
import { WalletResource } from './wallet-resource';

export type { ServerResult } from './server-result';
export type { CallName, Fault, FaultOptions } from './faults';
export { InjectedFault } from './faults';

/** Marker string that a test looks for in the production bundle: it must never be there. */
export const FAKE_BACKEND_MARKER = 'fake-backend:in-memory';

/**
 * The scheme's server, in memory: one shared world, a resource per part of the API (auth, user,
 * wallet, places, support), and one fault queue in front of every call. Gateways (in-process, via
 * `serve`) and the HTTP fake (fakes/http) both call this facade, so behaviour and faults live once.
 * Its set-up, fault switches and inspection are ServerControls'.
 */
export class InMemoryBackend extends ServerControls {
  readonly marker = FAKE_BACKEND_MARKER;

  private readonly auth = new AuthResource(this.world);
  private readonly user = new UserResource(this.world);
  protected readonly wallet = new WalletResource(this.world);
  private readonly places = new PlacesResource(this.world);
  private readonly binReports = new BinReportsResource(this.world);
  private readonly supportDesk = new SupportResource(this.world);

  static fromState(state: WorldState, now?: () => number): InMemoryBackend {
    const backend = new InMemoryBackend(now);
    backend.world.load(state);
    return backend;
  }

  // ---- the server's calls: each enters the fault queue, then its resource answers ----

  async issueToken(grant: TokenGrant): Promise<ServerResult<TokenBody>> {
    return this.run('issueToken', () => this.auth.issueToken(grant));
  }

  async revokeToken(body: RevokeBody): Promise<ServerResult<void>> {
    return this.run('revokeToken', async () => this.auth.revoke(body));
  }

  async signUp(body: SignUpBody): Promise<ServerResult<TokenBody>> {
    return this.run('signUp', () => this.auth.signUp(body));
  }

  async resetPassword(email: string, country: string): Promise<ServerResult<void>> {
    return this.run('resetPassword', () => this.auth.resetPassword(email, country));
  }

  async setNewPassword(resetToken: string, password: string): Promise<ServerResult<void>> {
    return this.run('setNewPassword', () => this.auth.setNewPassword(resetToken, password));
  }

  async me(accessToken: string | null): Promise<ServerResult<User>> {
    return this.run('me', () => this.user.me(accessToken));
  }

  async updateUser(accessToken: string | null, data: PersonalData): Promise<ServerResult<User>> {
    return this.run('updateUser', () => this.user.updateUser(accessToken, data));
  }

  async changePassword(accessToken: string | null, current: string, next: string): Promise<ServerResult<void>> {
    return this.run('changePassword', () => this.user.changePassword(accessToken, current, next));
  }

  async sendVerificationCode(accessToken: string | null): Promise<ServerResult<void>> {
    return this.run('sendVerificationCode', () => this.user.sendVerificationCode(accessToken));
  }

  async confirmEmail(accessToken: string | null, code: string): Promise<ServerResult<User>> {
    return this.run('confirmEmail', () => this.user.confirmEmail(accessToken, code));
  }

  async deleteAccount(accessToken: string | null, password: string): Promise<ServerResult<void>> {
    return this.run('deleteAccount', () => this.user.deleteAccount(accessToken, password));
  }

  async balance(accessToken: string | null): Promise<ServerResult<Money>> {
    return this.run('balance', () => this.wallet.balance(accessToken));
  }

  async transactions(accessToken: string | null, query: TransactionQuery = {}): Promise<ServerResult<readonly TransactionRecord[]>> {
    return this.run('transactions', () => this.wallet.transactions(accessToken, query));
  }

  async removePayoutMethod(accessToken: string | null, method: PayoutMethod): Promise<ServerResult<BankData>> {
    return this.run('removePayoutMethod', () => this.wallet.removePayoutMethod(accessToken, method));
  }

  async payoutMethods(accessToken: string | null): Promise<ServerResult<BankData>> {
    return this.run('payoutMethods', () => this.wallet.payoutMethods(accessToken));
  }

  async setDefaultPayoutMethod(accessToken: string | null, method: PayoutMethod): Promise<ServerResult<BankData>> {
    return this.run('setDefaultPayoutMethod', () => this.wallet.setDefaultPayoutMethod(accessToken, method));
  }

  async notifyDestinationChange(accessToken: string | null, method: string, event: string): Promise<ServerResult<void>> {
    return this.run('notifyDestinationChange', () => this.wallet.notifyDestinationChange(accessToken, method, event));
  }

  async savePayoutMethod(accessToken: string | null, method: PayoutMethod, body: PayoutBody): Promise<ServerResult<BankData>> {
    return this.run('savePayoutMethod', () => this.wallet.savePayoutMethod(accessToken, method, body));
  }

  async withdrawalTerms(accessToken: string | null): Promise<ServerResult<WithdrawalTerms>> {
    return this.run('withdrawalTerms', () => this.wallet.withdrawalTerms(accessToken));
  }

  async withdraw(accessToken: string | null, body: WithdrawalBody, idempotencyKey: string): Promise<ServerResult<WithdrawalAnswer>> {
    return this.run('withdraw', () => this.wallet.withdraw(accessToken, body, idempotencyKey));
  }

  async listBins(country: string): Promise<ServerResult<readonly Bin[]>> {
    return this.run('listBins', () => this.places.listBins(country));
  }

  async reportBin(accessToken: string | null, binId: string, body: Partial<BinReportBody>): Promise<ServerResult<BinReportDto>> {
    return this.run('reportBin', () => this.binReports.receive(accessToken, binId, body));
  }

  async receiveSupport(
    kind: SupportRecord['kind'],
    country: string,
    payload: Readonly<Record<string, string>>,
  ): Promise<ServerResult<void>> {
    return this.run('receiveSupport', () => this.supportDesk.receiveSupport(kind, country, payload));
  }
}
