import { apiUrl } from './api-url';
import { domainError, type DomainError } from '../../core/shared/domain-error';
import { err, ok, type Result } from '../../core/shared/result';
import type { SessionRenewal } from '../session/session-renewal';
import { parseJson } from './json';
import { serverErrorFrom } from './server-error-body';
import { toDomainError } from '../wire/server-errors';

export interface ApiClientOptions {
  readonly baseUrl: string;
  /** Holds the tokens and renews them; shared with nothing else in production. */
  readonly session: SessionRenewal;
  readonly timeoutMs?: number;
  /** Wait before the one retry of a GET; doubled with jitter. */
  readonly retryDelayMs?: number;
  readonly fetchFn?: typeof fetch;
  /** The clock Retry-After dates are read against. */
  readonly now?: () => number;
  /** False when the device knows it has no network: nothing is sent then (`offline`). */
  readonly isOnline?: () => boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Send the bearer token and renew the session when needed (default true). */
  readonly auth?: boolean;
  /** A public GET the service worker keeps a copy of (the bins): sent even offline, for it to answer. */
  readonly kept?: boolean;
  /** Delivered even if the page is left before its answer (fetch's `keepalive`): sign-out's revocation, which a reload follows. */
  readonly keepalive?: boolean;
}

/** A kept answer's body, and when the server gave it if it is the worker's copy (null: the server's answer now). */
export interface KeptAnswer {
  readonly body: unknown;
  readonly copyOf: Date | null;
}

/** The header the service worker stamps on the copies it keeps: when it received them (scripts/lib/service-worker.mjs). */
export const KEPT_AT_HEADER = 'X-Circulo-Kept-At';

/** An answer, its body read once as text (a market's 50,000 bins are 14 MB: decoded once, never copied into another Response). */
type Answer = Pick<Response, 'status' | 'ok' | 'headers'> & { readonly kind: 'response'; readonly text: string };
type Attempt = Answer | { readonly kind: 'failure'; readonly error: DomainError };

const WITH_BODY: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The one place that speaks HTTP to the scheme's API (spec §7): JSON bodies, the bearer
 * token once logged in, a timeout on every call, server errors turned into domain errors.
 *
 * - A GET is retried once, after a short backoff, on a network error or a 5xx: reading twice is
 *   harmless. Anything else is sent once: a withdrawal must never be repeated blindly.
 * - Authenticated calls go through SessionRenewal: renewed before expiry, one renewal and one
 *   replay after a 401.
 *
 * It returns raw JSON; each gateway validates it with its DTO mapper.
 */
export class ApiClient {
  private readonly timeoutMs: number;
  private readonly retryDelayMs: number;
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;
  private readonly isOnline: () => boolean;

  constructor(private readonly options: ApiClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.retryDelayMs = options.retryDelayMs ?? 400;
    this.fetchFn = options.fetchFn ?? ((...args) => globalThis.fetch(...args));
    this.now = options.now ?? (() => Date.now());
    this.isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine !== false);
  }

  async request(method: Method, path: string, options: RequestOptions = {}): Promise<Result<unknown>> {
    if (options.auth === false) return this.read(await this.attempt(method, path, options, null));
    return this.options.session.call(async (token) => this.read(await this.attempt(method, path, options, token)));
  }

  /** A public GET the service worker may answer with its copy (see `kept`); offline with no copy, `offline`. */
  async requestKept(path: string, query: RequestOptions['query']): Promise<Result<KeptAnswer>> {
    const attempt = await this.attempt('GET', path, { query, auth: false, kept: true }, null);
    const answer = await this.read(attempt);
    if (!answer.ok) return this.isOnline() ? answer : err(domainError('offline'));
    const stamp = attempt.kind === 'response' && attempt.headers.get(KEPT_AT_HEADER);
    return ok({ body: answer.value, copyOf: stamp ? new Date(stamp) : null });
  }

  /** Sends the request, once or, for a GET, twice when the first try fails in a way that may pass. */
  private async attempt(method: Method, path: string, options: RequestOptions, token: string | null): Promise<Attempt> {
    const tries = method === 'GET' ? 2 : 1;
    let last: Attempt = { kind: 'failure', error: domainError('network_error') };
    for (let i = 0; i < tries; i += 1) {
      if (i > 0) await delay(this.retryDelayMs * (1 + Math.random()));
      last = await this.send(method, path, options, token);
      const passing = last.kind === 'failure' ? last.error.code === 'network_error' : last.status >= 500;
      if (!passing) break;
    }
    return last;
  }

  private async send(method: Method, path: string, options: RequestOptions, token: string | null): Promise<Attempt> {
    // Known offline: say so rather than "no answer" — the request never left the device.
    if (!this.isOnline() && !options.kept) return { kind: 'failure', error: domainError('offline') };
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    // A DELETE carries a body only when it has something to say (the account deletion's password).
    const withBody = WITH_BODY.has(method) || (method === 'DELETE' && options.body !== undefined);
    if (withBody) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const response = await this.fetchFn(apiUrl(this.options.baseUrl, path, options.query), {
        method,
        headers,
        body: withBody ? JSON.stringify(options.body ?? {}) : undefined,
        signal: controller.signal,
        credentials: 'same-origin',
        ...(options.keepalive ? { keepalive: true } : {}),
      });
      // Read the body under the same timeout: a server can stall after the headers too.
      const text = await response.text();
      const { status } = response;
      return {
        kind: 'response',
        status,
        ok: response.ok,
        headers: response.headers,
        text: [101, 204, 205, 304].includes(status) ? '' : text,
      };
    } catch {
      return { kind: 'failure', error: domainError(controller.signal.aborted ? 'timeout' : 'network_error') };
    } finally {
      clearTimeout(timer);
    }
  }

  private async read(attempt: Attempt): Promise<Result<unknown>> {
    if (attempt.kind === 'failure') return err(attempt.error);
    const { text, ok: answered, status, headers } = attempt;
    let body: unknown = undefined;
    if (text) {
      try {
        body = parseJson(text);
      } catch {
        // An HTML page where JSON was due (a proxy's error page, or the SPA's index.html).
        if (answered) return err(domainError('invalid_response'));
      }
    }
    if (answered) return ok(body);
    return err(toDomainError(serverErrorFrom(status, headers, body, this.now())));
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
