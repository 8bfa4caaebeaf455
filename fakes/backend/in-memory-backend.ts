import type { CountryCode } from '../../src/core/content/locale';
import type { Money } from '../../src/core/shared/money';
import type { BankData, PayoutMethod } from '../../src/core/wallet/payout-method';
import type { WithdrawalTerms } from '../../src/core/wallet/withdrawal';
import type { TransactionQuery } from '../../src/core/wallet/transaction';
import type { Bin } from '../../src/core/places/bin';
import type { PersonalData, User } from '../../src/core/profile/user';
import { AuthResource, type SignUpBody, type TokenGrant } from './auth-resource';
import { FaultQueue, InjectedFault, type CallName, type Fault, type FaultOptions } from './faults';
import { PlacesResource } from './places-resource';
import type { OutboxMessage, SupportRecord, TransactionRecord, UserRecord, WithdrawalAnswer, WorldState } from './records';
import type { ServerResult } from './server-result';
import { SupportResource } from './support-resource';
import { UserResource } from './user-resource';
import { WalletResource, type PayoutBody, type WithdrawalBody } from './wallet-resource';
import { World, type TokenBody } from './world';

export type { ServerResult } from './server-result';
export type { CallName, Fault, FaultOptions } from './faults';
export type { PayoutBody, WireMoney, WithdrawalBody } from './wallet-resource';
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

  /** A call's whole round trip: its entry (latency, fault), the resource's work, then a fault queued to strike after it. */
  private async run<T>(call: CallName, work: () => Promise<ServerResult<T>>): Promise<ServerResult<T>> {
    await this.enter(call);
    const result = await work();
    const lost = this.faults.take(call, 'after');
    if (lost) throw new InjectedFault(lost);
    return result;
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

  /** Sets a market's withdrawal minimum and fee (tests: terms that change between review and confirmation). */
  setWithdrawalTerms(country: CountryCode, terms: WithdrawalTerms): void {
    this.world.withdrawalTerms[country] = terms;
  }

  /**
   * The payout provider's answer to a customer's oldest pending withdrawal: `completed`, or `failed`
   * with the amount back in the balance. The customer is the one an access token signs in, or a
   * record. False when there is none (or the token is not live). Not an API call: no fault applies.
   */
  async settleWithdrawal(who: string | null | UserRecord, outcome: 'completed' | 'failed'): Promise<boolean> {
    const user = typeof who === 'object' && who !== null ? this.world.users.get(who.id) : this.world.authenticate(who);
    return user ? this.wallet.settleWithdrawal(user, outcome) : false;
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
    return this.run('issueToken', () => this.auth.issueToken(grant));
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

  async payoutMethods(accessToken: string | null): Promise<ServerResult<BankData>> {
    return this.run('payoutMethods', () => this.wallet.payoutMethods(accessToken));
  }

  async setDefaultPayoutMethod(accessToken: string | null, method: PayoutMethod): Promise<ServerResult<BankData>> {
    return this.run('setDefaultPayoutMethod', () => this.wallet.setDefaultPayoutMethod(accessToken, method));
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

  async receiveSupport(
    kind: SupportRecord['kind'],
    country: string,
    payload: Readonly<Record<string, string>>,
  ): Promise<ServerResult<void>> {
    return this.run('receiveSupport', () => this.supportDesk.receiveSupport(kind, country, payload));
  }
}
