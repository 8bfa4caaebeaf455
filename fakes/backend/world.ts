import type { CountryCode } from '../../src/core/content/locale';
import type { Bin } from '../../src/core/places/bin';
import type { WithdrawalTerms } from '../../src/core/wallet/withdrawal';
import type { TokenBody } from '../../src/contract/auth.contract';
import { randomToken } from './password-hash';
import { DEFAULT_WITHDRAWAL_TERMS } from './withdrawal-terms';
import type { BinReportRecord, IdempotencyRecord, OutboxMessage, SupportRecord, TokenRecord, UserRecord, WorldState } from './records';

/** The production default VITE_CLIENT_ID, the demo's and the tests' (docs/api-contract.md). */
export const DEFAULT_CLIENT_IDS: readonly string[] = ['web', 'demo-web', 'test-client'];

/** A key is the customer's own: another customer's identical key is another request. */
export const idempotencyId = (userId: string, key: string): string => `${userId}\u0000${key}`;

/**
 * The server's one shared state, which every resource (auth, user, wallet, places, support) reads
 * and changes, with the primitives they share: the clock, accounts, tokens and change listeners.
 */
export class World {
  /** Lifetime the server gives both tokens, in seconds. */
  tokenLifetimeSeconds = 3600;
  /** The OAuth clients the token endpoint knows; any other client_id is `invalid_client`. */
  clientIds: readonly string[] = DEFAULT_CLIENT_IDS;

  readonly users = new Map<string, UserRecord>();
  bins: Partial<Record<CountryCode, readonly Bin[]>> = {};
  readonly tokens = new Map<string, TokenRecord>();
  outbox: OutboxMessage[] = [];
  support: SupportRecord[] = [];
  readonly spentResetTokens = new Set<string>();
  readonly loginFailures = new Map<string, readonly number[]>();
  /** Withdrawals' answers by customer and idempotency key (see `idempotencyId`). */
  readonly idempotency = new Map<string, IdempotencyRecord>();
  /** Customers' reports of problems with bins, oldest first. */
  binReports: BinReportRecord[] = [];
  /** Each market's minimum and fee; tests change them to play terms that change under a customer. */
  withdrawalTerms: Record<CountryCode, WithdrawalTerms> = { ...DEFAULT_WITHDRAWAL_TERMS };
  private readonly listeners = new Set<() => void>();

  constructor(readonly now: () => number = () => Date.now()) {}

  load(state: WorldState): void {
    for (const user of state.users) this.users.set(user.id, user);
    this.bins = { ...state.bins };
    for (const [token, record] of Object.entries(state.tokens)) this.tokens.set(token, record);
    this.outbox = [...state.outbox];
    this.support = [...state.support];
    for (const token of state.spentResetTokens) this.spentResetTokens.add(token);
    for (const [key, times] of Object.entries(state.loginFailures ?? {})) this.loginFailures.set(key, times);
    for (const record of state.idempotency ?? []) this.idempotency.set(idempotencyId(record.userId, record.key), record);
    this.binReports = [...(state.binReports ?? [])];
  }

  state(): WorldState {
    return {
      users: [...this.users.values()],
      bins: { ...this.bins },
      tokens: Object.fromEntries(this.tokens),
      outbox: [...this.outbox],
      support: [...this.support],
      spentResetTokens: [...this.spentResetTokens],
      loginFailures: Object.fromEntries(this.loginFailures),
      idempotency: [...this.idempotency.values()],
      binReports: [...this.binReports],
    };
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    for (const listener of this.listeners) listener();
  }

  findUser(email: string, country: CountryCode): UserRecord | undefined {
    const wanted = email.trim().toLowerCase();
    return [...this.users.values()].find((u) => u.country === country && u.email.toLowerCase() === wanted);
  }

  update(user: UserRecord, patch: Partial<UserRecord>): UserRecord {
    const next = { ...user, ...patch };
    this.users.set(user.id, next);
    this.changed();
    return next;
  }

  send(message: Omit<OutboxMessage, 'sentAt'>): void {
    this.outbox.push({ ...message, sentAt: this.now() });
    this.changed();
  }

  /** The user a live access token belongs to, or null. */
  authenticate(accessToken: string | null): UserRecord | null {
    if (!accessToken) return null;
    const record = this.tokens.get(accessToken);
    if (!record || record.kind !== 'access' || record.expiresAt <= this.now()) return null;
    return this.users.get(record.userId) ?? null;
  }

  /** A new access and refresh token; a login starts a family, a refresh continues its own. */
  grant(userId: string, family: string = randomToken(8)): TokenBody {
    const expiresAt = this.now() + this.tokenLifetimeSeconds * 1000;
    const access = randomToken();
    const refresh = randomToken();
    this.pruneExpiredTokens();
    this.tokens.set(access, { userId, kind: 'access', expiresAt, family });
    this.tokens.set(refresh, { userId, kind: 'refresh', expiresAt, family });
    this.changed();
    return { access_token: access, refresh_token: refresh, expires_in: this.tokenLifetimeSeconds };
  }

  /** The login (token family) an access token belongs to, or null. */
  familyOf(accessToken: string | null): string | null {
    return (accessToken && this.tokens.get(accessToken)?.family) || null;
  }

  revokeWhere(match: (record: TokenRecord) => boolean): void {
    for (const [token, record] of this.tokens) if (match(record)) this.tokens.delete(token);
    this.changed();
  }

  private pruneExpiredTokens(): void {
    const now = this.now();
    for (const [token, record] of this.tokens) if (record.expiresAt <= now) this.tokens.delete(token);
  }
}
