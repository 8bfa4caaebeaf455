import type { CountryCode } from '../../src/core/content/locale';
import type { Money } from '../../src/core/shared/money';
import type { BankData, PayoutDetails, PayoutMethod } from '../../src/core/wallet/payout-method';
import type { TransactionQuery } from '../../src/core/wallet/transaction';
import type { Bin } from '../../src/core/places/bin';
import type { PersonalData, User } from '../../src/core/profile/user';
import { AuthResource, type SignUpBody, type TokenGrant } from './auth-resource';
import { FaultQueue, InjectedFault, type CallName, type Fault, type FaultOptions } from './faults';
import { PlacesResource } from './places-resource';
import type { OutboxMessage, SupportRecord, TransactionRecord, UserRecord, WorldState } from './records';
import type { ServerResult } from './server-result';
import { SupportResource } from './support-resource';
import { UserResource } from './user-resource';
import { WalletResource } from './wallet-resource';
import { World, type TokenBody } from './world';

export type { ServerResult } from './server-result';
export type { CallName, Fault, FaultOptions } from './faults';
export { InjectedFault } from './faults';
export type { SignUpBody, TokenGrant } from './auth-resource';
export type { TokenBody } from './world';

/** Marker string that a test looks for in the production bundle: it must never be there. */
export const FAKE_BACKEND_MARKER = 'fake-backend:in-memory';

/**
 * The scheme's server, in memory: one shared world, a resource per part of the API (auth, user,
 * wallet, places, support), and one fault queue in front of every call. Gateways (in-process, via
 * `serve`) and the HTTP fake (fakes/http) both call this facade, so behaviour and faults live once.
 */
export class InMemoryBackend {
  readonly marker = FAKE_BACKEND_MARKER;
  /** Added before every answer; the demo uses a little to make loading states visible. */
  latencyMs = 0;

  private readonly world: World;
  private readonly faults = new FaultQueue();
  private readonly auth: AuthResource;
  private readonly user: UserResource;
  private readonly wallet: WalletResource;
  private readonly places: PlacesResource;
  private readonly supportDesk: SupportResource;

  constructor(now: () => number = () => Date.now()) {
    this.world = new World(now);
    this.auth = new AuthResource(this.world);
    this.user = new UserResource(this.world);
    this.wallet = new WalletResource(this.world);
    this.places = new PlacesResource(this.world);
    this.supportDesk = new SupportResource(this.world);
  }

  // ---- world set-up -------------------------------------------------------

  static fromState(state: WorldState, now?: () => number): InMemoryBackend {
    const backend = new InMemoryBackend(now);
    backend.world.load(state);
    return backend;
  }

  state(): WorldState {
    return this.world.state();
  }

  /** Lifetime the server gives both tokens, in seconds. */
  get tokenLifetimeSeconds(): number {
    return this.world.tokenLifetimeSeconds;
  }
  set tokenLifetimeSeconds(seconds: number) {
    this.world.tokenLifetimeSeconds = seconds;
  }

  /** The OAuth client ids the token endpoint accepts (default: 'web', 'demo-web', 'test-client'). */
  get clientIds(): readonly string[] {
    return this.world.clientIds;
  }
  set clientIds(ids: readonly string[]) {
    this.world.clientIds = ids;
  }

  addUser(user: UserRecord): UserRecord {
    const clash = [...this.world.users.values()].find(
      (u) => u.id !== user.id && u.country === user.country && u.email.toLowerCase() === user.email.toLowerCase(),
    );
    if (clash) throw new Error(`A ${user.country} account for ${user.email} already exists`);
    this.world.users.set(user.id, user);
    this.world.changed();
    return user;
  }

  setBins(country: CountryCode, bins: readonly Bin[]): void {
    this.world.bins[country] = bins;
    this.world.changed();
  }

  /** Called after every change of the world; the demo saves it. */
  subscribe(listener: () => void): () => void {
    return this.world.subscribe(listener);
  }

  // ---- fault switches -----------------------------------------------------

  /**
   * Queues a fault. With `{ call }` only that call suffers it (others pass untouched); without,
   * the next call of any kind does. A number is the count, for `{ times }`.
   */
  failNext(fault: Fault, options: FaultOptions | number = {}): void {
    this.faults.add(fault, typeof options === 'number' ? { times: options } : options);
  }

  /**
   * Runs before every call (and before the content service's answers in fakes/http): waits the
   * latency, then throws the queued fault that this call suffers, for the transport to show.
   */
  async enter(call: CallName): Promise<void> {
    if (this.latencyMs > 0) await new Promise((r) => setTimeout(r, this.latencyMs));
    const fault = this.faults.take(call);
    if (fault) throw new InjectedFault(fault);
  }

  /** Expires every access token now, as if the server had restarted: refresh tokens still work. */
  expireAccessTokens(): void {
    const now = this.world.now();
    for (const [token, record] of this.world.tokens) {
      if (record.kind === 'access') this.world.tokens.set(token, { ...record, expiresAt: now });
    }
  }

  /** Forgets every token, as after a security reset: the next calls are 401 and refreshes fail. */
  revokeAllTokens(): void {
    this.world.revokeWhere(() => true);
  }

  // ---- inspection, for tests and the demo -----------------------------------

  findUser(email: string, country: CountryCode): UserRecord | undefined {
    return this.world.findUser(email, country);
  }

  sent(): readonly OutboxMessage[] {
    return this.world.outbox;
  }

  received(): readonly SupportRecord[] {
    return this.world.support;
  }

  isTokenLive(token: string): boolean {
    const record = this.world.tokens.get(token);
    return !!record && !record.used && record.expiresAt > this.world.now();
  }

  /** The user a live access token belongs to, or null. */
  authenticate(accessToken: string | null): UserRecord | null {
    return this.world.authenticate(accessToken);
  }

  // ---- the server's calls: each enters the fault queue, then its resource answers ----

  async issueToken(grant: TokenGrant): Promise<ServerResult<TokenBody>> {
    await this.enter('issueToken');
    return this.auth.issueToken(grant);
  }

  async signUp(body: SignUpBody): Promise<ServerResult<TokenBody>> {
    await this.enter('signUp');
    return this.auth.signUp(body);
  }

  async resetPassword(email: string, country: string): Promise<ServerResult<void>> {
    await this.enter('resetPassword');
    return this.auth.resetPassword(email, country);
  }

  async setNewPassword(resetToken: string, password: string): Promise<ServerResult<void>> {
    await this.enter('setNewPassword');
    return this.auth.setNewPassword(resetToken, password);
  }

  async me(accessToken: string | null): Promise<ServerResult<User>> {
    await this.enter('me');
    return this.user.me(accessToken);
  }

  async updateUser(accessToken: string | null, data: PersonalData): Promise<ServerResult<User>> {
    await this.enter('updateUser');
    return this.user.updateUser(accessToken, data);
  }

  async changePassword(accessToken: string | null, current: string, next: string): Promise<ServerResult<void>> {
    await this.enter('changePassword');
    return this.user.changePassword(accessToken, current, next);
  }

  async sendVerificationCode(accessToken: string | null): Promise<ServerResult<void>> {
    await this.enter('sendVerificationCode');
    return this.user.sendVerificationCode(accessToken);
  }

  async confirmEmail(accessToken: string | null, code: string): Promise<ServerResult<User>> {
    await this.enter('confirmEmail');
    return this.user.confirmEmail(accessToken, code);
  }

  async deleteAccount(accessToken: string | null, password: string): Promise<ServerResult<void>> {
    await this.enter('deleteAccount');
    return this.user.deleteAccount(accessToken, password);
  }

  async balance(accessToken: string | null): Promise<ServerResult<Money>> {
    await this.enter('balance');
    return this.wallet.balance(accessToken);
  }

  async transactions(accessToken: string | null, query: TransactionQuery = {}): Promise<ServerResult<readonly TransactionRecord[]>> {
    await this.enter('transactions');
    return this.wallet.transactions(accessToken, query);
  }

  async payoutMethods(accessToken: string | null): Promise<ServerResult<BankData>> {
    await this.enter('payoutMethods');
    return this.wallet.payoutMethods(accessToken);
  }

  async setDefaultPayoutMethod(accessToken: string | null, method: PayoutMethod): Promise<ServerResult<BankData>> {
    await this.enter('setDefaultPayoutMethod');
    return this.wallet.setDefaultPayoutMethod(accessToken, method);
  }

  async savePayoutMethod(
    accessToken: string | null,
    method: PayoutMethod,
    details: PayoutDetails[PayoutMethod],
  ): Promise<ServerResult<BankData>> {
    await this.enter('savePayoutMethod');
    return this.wallet.savePayoutMethod(accessToken, method, details);
  }

  async withdraw(accessToken: string | null, amount: Money, idempotencyKey: string): Promise<ServerResult<Money>> {
    await this.enter('withdraw');
    return this.wallet.withdraw(accessToken, amount, idempotencyKey);
  }

  async listBins(country: string): Promise<ServerResult<readonly Bin[]>> {
    await this.enter('listBins');
    return this.places.listBins(country);
  }

  async receiveSupport(
    kind: SupportRecord['kind'],
    country: string,
    payload: Readonly<Record<string, string>>,
  ): Promise<ServerResult<void>> {
    await this.enter('receiveSupport');
    return this.supportDesk.receiveSupport(kind, country, payload);
  }
}
