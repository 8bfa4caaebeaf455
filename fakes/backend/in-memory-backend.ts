import { COUNTRY_CODES, currencyOf, type CountryCode } from '../../src/core/content/locale';
import type { Money } from '../../src/core/shared/money';
import type { BankData, PayoutDetails, PayoutMethod } from '../../src/core/wallet/payout-method';
import { DEFAULT_PAGE_SIZE, type TransactionQuery } from '../../src/core/wallet/transaction';
import type { Bin } from '../../src/core/places/bin';
import type { PersonalData, User } from '../../src/core/profile/user';
import type { ServerError } from '../../src/adapters/http/server-errors';
import { hashPassword, randomToken } from './password-hash';
import type { OutboxMessage, SupportRecord, TokenRecord, TransactionRecord, UserRecord, WorldState } from './records';

export type ServerResult<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly error: ServerError };

/** A fault the next call suffers, as a real network and server can. */
export type Fault =
  | 'server_error'
  | 'network_error'
  | 'unauthorized'
  /** 200 with a body that is not JSON. */
  | 'malformed'
  /** A proxy's HTML error page instead of JSON. */
  | 'html_error'
  /** No answer at all (the client must give up on its own). */
  | 'timeout';

export class NetworkFailure extends Error {
  constructor() {
    super('Network request failed');
  }
}

export interface TokenGrant {
  readonly client_id: string;
  /** Sent with the password grant (spec §7); a refresh token already names its account. */
  readonly country_code?: string;
  readonly grant_type: 'password' | 'refresh_token';
  readonly email?: string;
  readonly password?: string;
  readonly refresh_token?: string;
}

export interface TokenBody {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly expires_in: number;
}

const fail = (status: number, code: string, message: string): ServerResult<never> => ({
  ok: false,
  error: { status, code, message },
});

/** Marker string that a test looks for in the production bundle: it must never be there. */
export const FAKE_BACKEND_MARKER = 'fake-backend:in-memory';

/**
 * The scheme's server, in memory: its data, its auth rules and its error codes.
 * Gateways (in-process) and the HTTP fake both call it, so behaviour lives once.
 */
export class InMemoryBackend {
  readonly marker = FAKE_BACKEND_MARKER;
  /** Lifetime the server gives both tokens, in seconds. */
  tokenLifetimeSeconds = 3600;
  /** Added before every answer; the demo uses a little to make loading states visible. */
  latencyMs = 0;

  private users = new Map<string, UserRecord>();
  private bins: Partial<Record<CountryCode, readonly Bin[]>> = {};
  private tokens = new Map<string, TokenRecord>();
  private outbox: OutboxMessage[] = [];
  private support: SupportRecord[] = [];
  private spentResetTokens = new Set<string>();
  private faults: Fault[] = [];
  private withdrawals = new Map<string, Money>();
  private listeners = new Set<() => void>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  // ---- world set-up -------------------------------------------------------

  static fromState(state: WorldState, now?: () => number): InMemoryBackend {
    const backend = new InMemoryBackend(now);
    for (const user of state.users) backend.users.set(user.id, user);
    backend.bins = { ...state.bins };
    backend.tokens = new Map(Object.entries(state.tokens));
    backend.outbox = [...state.outbox];
    backend.support = [...state.support];
    backend.spentResetTokens = new Set(state.spentResetTokens);
    return backend;
  }

  state(): WorldState {
    return {
      users: [...this.users.values()],
      bins: { ...this.bins },
      tokens: Object.fromEntries(this.tokens),
      outbox: [...this.outbox],
      support: [...this.support],
      spentResetTokens: [...this.spentResetTokens],
    };
  }

  addUser(user: UserRecord): UserRecord {
    const clash = [...this.users.values()].find(
      (u) => u.id !== user.id && u.country === user.country && u.email.toLowerCase() === user.email.toLowerCase(),
    );
    if (clash) throw new Error(`A ${user.country} account for ${user.email} already exists`);
    this.users.set(user.id, user);
    this.changed();
    return user;
  }

  setBins(country: CountryCode, bins: readonly Bin[]): void {
    this.bins[country] = bins;
    this.changed();
  }

  /** Called after every change of the world; the demo saves it. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // ---- fault switches -----------------------------------------------------

  /** The next call (one per queued fault) fails this way instead of being answered. */
  failNext(fault: Fault, times = 1): void {
    for (let i = 0; i < times; i += 1) this.faults.push(fault);
  }

  /**
   * Runs before every call: waits the latency, then throws a queued network fault or
   * returns the queued server fault. Malformed bodies are produced by the transport.
   */
  async enter(): Promise<Fault | null> {
    if (this.latencyMs > 0) await new Promise((r) => setTimeout(r, this.latencyMs));
    const fault = this.faults.shift() ?? null;
    if (fault === 'network_error') throw new NetworkFailure();
    return fault;
  }

  /** Expires every access token now, as if the server had restarted: refresh tokens still work. */
  expireAccessTokens(): void {
    const now = this.now();
    for (const [token, record] of this.tokens) if (record.kind === 'access') this.tokens.set(token, { ...record, expiresAt: now });
  }

  /** Forgets every token, as after a security reset: the next calls are 401 and refreshes fail. */
  revokeAllTokens(): void {
    this.tokens.clear();
    this.changed();
  }

  // ---- inspection, for tests and the demo -----------------------------------

  findUser(email: string, country: CountryCode): UserRecord | undefined {
    return [...this.users.values()].find((u) => u.country === country && u.email.toLowerCase() === email.trim().toLowerCase());
  }

  sent(): readonly OutboxMessage[] {
    return this.outbox;
  }

  received(): readonly SupportRecord[] {
    return this.support;
  }

  isTokenLive(token: string): boolean {
    const record = this.tokens.get(token);
    return !!record && record.expiresAt > this.now();
  }

  // ---- the server's calls -------------------------------------------------

  /** POST /oauth/token. Wrong email and wrong password get the same answer: no account probing. */
  async issueToken(grant: TokenGrant): Promise<ServerResult<TokenBody>> {
    if (!grant.client_id) return fail(400, 'RS_0001', 'client_id is required');
    if (grant.grant_type === 'refresh_token') {
      const record = grant.refresh_token ? this.tokens.get(grant.refresh_token) : undefined;
      if (!record || record.kind !== 'refresh' || record.expiresAt <= this.now()) {
        return fail(401, 'LB_0103', 'Refresh token is invalid or expired');
      }
      this.tokens.delete(grant.refresh_token as string);
      return { ok: true, data: this.grantFor(record.userId) };
    }
    if (grant.grant_type !== 'password') return fail(400, 'RS_0001', 'Unsupported grant type');
    const country = grant.country_code as CountryCode;
    const user = this.findUser(grant.email ?? '', country);
    const hash = user ? await hashPassword(grant.password ?? '', user.salt) : '';
    if (!user || hash !== user.passwordHash) return fail(401, 'LB_0102', 'Wrong password');
    return { ok: true, data: this.grantFor(user.id) };
  }

  /** GET /user. */
  async me(accessToken: string | null): Promise<ServerResult<User>> {
    const user = this.authenticate(accessToken);
    if (!user) return fail(401, 'LB_0401', 'Unauthorized');
    return { ok: true, data: publicUser(user) };
  }

  /** PATCH /user: email and ZIP code cannot be changed here (spec §6). */
  async updateUser(accessToken: string | null, data: PersonalData): Promise<ServerResult<User>> {
    const user = this.authenticate(accessToken);
    if (!user) return unauthorized();
    if ('email' in data || 'zipCode' in data) return fail(422, 'RS_0001', 'Email and ZIP code can only be changed by customer care');
    if (data.name !== undefined && data.name.trim() === '') return fail(422, 'RS_0001', 'Name is required');
    return { ok: true, data: publicUser(this.update(user, data)) };
  }

  /** POST /user/change_password: the current password must be right, the new one 8 characters or more. */
  async changePassword(accessToken: string | null, current: string, next: string): Promise<ServerResult<void>> {
    const user = this.authenticate(accessToken);
    if (!user) return unauthorized();
    if ((await hashPassword(current, user.salt)) !== user.passwordHash) return fail(422, 'LB_0102', 'Wrong password');
    if (next.length < 8) return fail(422, 'RS_0001', 'Password is too short (minimum is 8 characters)');
    const salt = randomToken(8);
    this.update(user, { salt, passwordHash: await hashPassword(next, salt) });
    return { ok: true, data: undefined };
  }

  /** POST /user/verification: emails a fresh 4-digit code. */
  async sendVerificationCode(accessToken: string | null): Promise<ServerResult<void>> {
    const user = this.authenticate(accessToken);
    if (!user) return unauthorized();
    const code = String(parseInt(randomToken(2), 16) % 10000).padStart(4, '0');
    this.outbox.push({ to: user.email, country: user.country, kind: 'verification_code', payload: code, sentAt: this.now() });
    this.changed();
    return { ok: true, data: undefined };
  }

  /** POST /user/reset_password. Answers the same whether or not the account exists. */
  async resetPassword(email: string, country: CountryCode): Promise<ServerResult<void>> {
    const user = this.findUser(email, country);
    if (user) {
      this.outbox.push({ to: user.email, country, kind: 'reset_password', payload: randomToken(16), sentAt: this.now() });
      this.changed();
    }
    return { ok: true, data: undefined };
  }

  /** GET /user/balance. */
  async balance(accessToken: string | null): Promise<ServerResult<Money>> {
    const user = this.authenticate(accessToken);
    return user ? { ok: true, data: user.balance } : unauthorized();
  }

  /** GET /merged_transactions: newest first, filtered by type and status, paged. */
  async transactions(accessToken: string | null, query: TransactionQuery = {}): Promise<ServerResult<readonly TransactionRecord[]>> {
    const user = this.authenticate(accessToken);
    if (!user) return unauthorized();
    const perPage = query.itemsPerPage ?? DEFAULT_PAGE_SIZE;
    const page = query.page ?? 1;
    if (!Number.isInteger(perPage) || perPage < 1 || !Number.isInteger(page) || page < 1) {
      return fail(422, 'RS_0001', 'Invalid page');
    }
    const rows = user.transactions
      .filter((t) => (!query.type || t.category === query.type) && (!query.status || t.status === query.status))
      .toSorted((a, b) =>
        query.sortBy === 'created_at' ? a.createdAt.localeCompare(b.createdAt) : b.createdAt.localeCompare(a.createdAt),
      );
    return { ok: true, data: rows.slice((page - 1) * perPage, page * perPage) };
  }

  /** GET /payment_methods. */
  async payoutMethods(accessToken: string | null): Promise<ServerResult<BankData>> {
    const user = this.authenticate(accessToken);
    return user ? { ok: true, data: user.bankData } : unauthorized();
  }

  /** PUT /payment_methods: only a method that is set up can be the default. */
  async setDefaultPayoutMethod(accessToken: string | null, method: PayoutMethod): Promise<ServerResult<BankData>> {
    const user = this.authenticate(accessToken);
    if (!user) return unauthorized();
    if (!user.bankData.types[method]) return fail(422, 'RS_0001', 'This payout method is not set up');
    return { ok: true, data: this.update(user, { bankData: { ...user.bankData, default: method } }).bankData };
  }

  /** POST /payment_methods/{method}: saves the details; the first method saved becomes the default. */
  async savePayoutMethod(
    accessToken: string | null,
    method: PayoutMethod,
    details: PayoutDetails[PayoutMethod],
  ): Promise<ServerResult<BankData>> {
    const user = this.authenticate(accessToken);
    if (!user) return unauthorized();
    const bankData: BankData = { types: { ...user.bankData.types, [method]: details }, default: user.bankData.default ?? method };
    return { ok: true, data: this.update(user, { bankData }).bankData };
  }

  /**
   * POST /withdrawals: needs a verified email, a default payout method and enough balance;
   * the same idempotency key twice returns the first answer and moves no more money.
   */
  async withdraw(accessToken: string | null, amount: Money, idempotencyKey: string): Promise<ServerResult<Money>> {
    const user = this.authenticate(accessToken);
    if (!user) return unauthorized();
    const replay = this.withdrawals.get(idempotencyKey);
    if (replay) return { ok: true, data: replay };
    if (!user.emailVerified) return fail(403, 'WD_0001', 'Email not validated');
    if (amount.currency !== user.balance.currency || amount.amount <= 0) return fail(422, 'WD_0002', 'Invalid amount');
    if (amount.amount > user.balance.amount) return fail(422, 'WD_0003', 'Insufficient balance');
    const method = user.bankData.default;
    if (!method) return fail(422, 'WD_0004', 'No payout method');
    const balance = { currency: amount.currency, amount: user.balance.amount - amount.amount };
    const row: TransactionRecord = {
      id: randomToken(8),
      category: 'WITHDRAWAL',
      status: 'PENDING',
      createdAt: new Date(this.now()).toISOString(),
      amount: { currency: amount.currency, amount: -amount.amount },
      comment: null,
      items: [],
      numberOfScans: 0,
      accountName: method,
      accountNumber: accountNumberOf(user.bankData, method),
    };
    this.update(user, { balance, transactions: [row, ...user.transactions] });
    this.withdrawals.set(idempotencyKey, balance);
    return { ok: true, data: balance };
  }

  /** GET /bins?country_code=. Public. */
  async listBins(country: string): Promise<ServerResult<readonly Bin[]>> {
    if (!(COUNTRY_CODES as readonly string[]).includes(country)) return fail(422, 'RS_0001', 'Unknown country');
    return { ok: true, data: this.bins[country as CountryCode] ?? [] };
  }

  /** POST /users: the account is created unverified and signed in at once. */
  async signUp(body: SignUpBody): Promise<ServerResult<TokenBody>> {
    const country = body.country_code as CountryCode;
    if (!(COUNTRY_CODES as readonly string[]).includes(country)) return fail(422, 'SU_0002', 'Sign up failed');
    if (this.findUser(body.email, country)) return fail(422, 'SU_0001', 'Email has already been taken');
    const valid =
      EMAIL.test(body.email.trim()) &&
      body.password.length >= 8 &&
      body.name.trim() !== '' &&
      body.zip_code.trim().length >= 5 &&
      body.terms_accepted === true;
    if (!valid) return fail(422, 'SU_0002', 'Sign up failed');
    const salt = randomToken(8);
    const user: UserRecord = {
      id: `user-${randomToken(6)}`,
      email: body.email.trim().toLowerCase(),
      name: body.name.trim(),
      country,
      zipCode: body.zip_code.trim(),
      address: '',
      city: '',
      state: '',
      emailVerified: false,
      marketingConsent: body.marketing_consent === true,
      marketResearchConsent: body.market_research_consent === true,
      salt,
      passwordHash: await hashPassword(body.password, salt),
      balance: { amount: 0, currency: currencyOf(country) },
      transactions: [],
      bankData: { types: {}, default: null },
    };
    this.users.set(user.id, user);
    this.changed();
    return { ok: true, data: this.grantFor(user.id) };
  }

  /** PUT /user/reset_password: a link works once; the new password needs 8 characters. */
  async setNewPassword(resetToken: string, password: string): Promise<ServerResult<void>> {
    const message = this.outbox.find((m) => m.kind === 'reset_password' && m.payload === resetToken);
    if (!message || this.spentResetTokens.has(resetToken)) return fail(410, 'RP_0001', 'Password link already used');
    if (password.length < 8) return fail(422, 'RS_0001', 'Password is too short (minimum is 8 characters)');
    const user = this.findUser(message.to, message.country);
    if (!user) return fail(410, 'RP_0001', 'Password link already used');
    const salt = randomToken(8);
    this.update(user, { salt, passwordHash: await hashPassword(password, salt) });
    this.spentResetTokens.add(resetToken);
    this.changed();
    return { ok: true, data: undefined };
  }

  /** POST /user/verification/confirm: the latest code sent to the customer validates the address. */
  async confirmEmail(accessToken: string | null, code: string): Promise<ServerResult<User>> {
    const user = this.authenticate(accessToken);
    if (!user) return unauthorized();
    const latest = this.outbox.filter((m) => m.kind === 'verification_code' && m.to === user.email && m.country === user.country).at(-1);
    if (!latest || latest.payload !== code.trim()) return fail(422, 'VE_0001', "Sorry, we don't recognise this code");
    return { ok: true, data: publicUser(this.update(user, { emailVerified: true })) };
  }

  /** POST /contact and POST /data_subject_requests: customer care receives them. */
  async receiveSupport(
    kind: SupportRecord['kind'],
    country: string,
    payload: Readonly<Record<string, string>>,
  ): Promise<ServerResult<void>> {
    if (!(COUNTRY_CODES as readonly string[]).includes(country)) return fail(422, 'RS_0001', 'Unknown country');
    if (!EMAIL.test(payload.email ?? '')) return fail(422, 'RS_0001', 'Email is invalid');
    this.support.push({ kind, country: country as CountryCode, payload, receivedAt: this.now() });
    this.changed();
    return { ok: true, data: undefined };
  }

  // ---- internals ----------------------------------------------------------

  /** The user a live access token belongs to, or null. */
  authenticate(accessToken: string | null): UserRecord | null {
    if (!accessToken) return null;
    const record = this.tokens.get(accessToken);
    if (!record || record.kind !== 'access' || record.expiresAt <= this.now()) return null;
    return this.users.get(record.userId) ?? null;
  }

  private grantFor(userId: string): TokenBody {
    const expiresAt = this.now() + this.tokenLifetimeSeconds * 1000;
    const access = randomToken();
    const refresh = randomToken();
    this.tokens.set(access, { userId, kind: 'access', expiresAt });
    this.tokens.set(refresh, { userId, kind: 'refresh', expiresAt });
    this.pruneExpiredTokens();
    this.changed();
    return { access_token: access, refresh_token: refresh, expires_in: this.tokenLifetimeSeconds };
  }

  private pruneExpiredTokens(): void {
    const now = this.now();
    for (const [token, record] of this.tokens) if (record.expiresAt <= now) this.tokens.delete(token);
  }

  private update(user: UserRecord, patch: Partial<UserRecord>): UserRecord {
    const next = { ...user, ...patch };
    this.users.set(user.id, next);
    this.changed();
    return next;
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export interface SignUpBody {
  readonly country_code: string;
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly zip_code: string;
  readonly terms_accepted: boolean;
  readonly marketing_consent?: boolean;
  readonly market_research_consent?: boolean;
}

const unauthorized = (): ServerResult<never> => fail(401, 'LB_0401', 'Unauthorized');

function accountNumberOf(bankData: BankData, method: PayoutMethod): string | null {
  const details = bankData.types[method];
  if (!details) return null;
  if ('email' in details) return details.email;
  if ('iban' in details) return details.iban || details.accountNumber;
  return details.referenceNo;
}

function publicUser(record: UserRecord): User {
  const { passwordHash: _h, salt: _s, balance: _b, transactions: _t, bankData: _d, ...user } = record;
  return user;
}
