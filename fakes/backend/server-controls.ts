import type { CountryCode } from '../../src/core/content/locale';
import type { Bin } from '../../src/core/places/bin';
import type { WithdrawalTerms } from '../../src/core/wallet/withdrawal';
import { FaultQueue, InjectedFault, type CallName, type Fault, type FaultOptions } from './faults';
import type { OutboxMessage, SupportRecord, UserRecord, WorldState } from './records';
import type { ServerResult } from './server-result';
import type { WalletResource } from './wallet-resource';
import { World } from './world';
import { creditReturn, settleWithdrawal } from './outside-the-api';

/**
 * What tests and the demo do to the fake server besides calling it: set its world up, queue faults,
 * play what happens outside the API (tokens expiring, a payout settling) and look inside. The API's
 * calls are InMemoryBackend's, which extends this.
 */
export abstract class ServerControls {
  /** Added before every answer; the demo uses a little to make loading states visible. */
  latencyMs = 0;

  protected readonly world: World;
  protected readonly faults = new FaultQueue();
  protected abstract readonly wallet: WalletResource;

  constructor(now: () => number = () => Date.now()) {
    this.world = new World(now);
  }

  // ---- world set-up -------------------------------------------------------

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
  protected async run<T>(call: CallName, work: () => Promise<ServerResult<T>>): Promise<ServerResult<T>> {
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
   * The payout provider's answer to a customer's oldest pending withdrawal (outside-the-api.ts). The
   * customer is the one an access token signs in, or a record. False when there is none (or the token
   * is not live). Not an API call: no fault applies.
   */
  async settleWithdrawal(who: string | null | UserRecord, outcome: 'completed' | 'failed'): Promise<boolean> {
    const user = this.customer(who);
    return user ? settleWithdrawal(this.world, user, outcome) : false;
  }

  /** The cleaning facility credits a customer's return (outside-the-api.ts): the oldest pending, else a new one. Not an API call. */
  async creditReturn(who: string | null | UserRecord): Promise<boolean> {
    const user = this.customer(who);
    return user ? creditReturn(this.world, user) : false;
  }

  /** The customer an access token signs in, or a record's current state. */
  private customer(who: string | null | UserRecord): UserRecord | null | undefined {
    return typeof who === 'object' && who !== null ? this.world.users.get(who.id) : this.world.authenticate(who);
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
}
