import { domainError, type DomainError } from '../../core/shared/domain-error';
import { err, ok, type Result } from '../../core/shared/result';
import type { SessionRenewal } from '../session/session-renewal';
import { toDomainError } from './server-errors';

export interface ApiClientOptions {
  readonly baseUrl: string;
  /** Holds the tokens and renews them; shared with nothing else in production. */
  readonly session: SessionRenewal;
  readonly timeoutMs?: number;
  /** Wait before the one retry of a GET; doubled with jitter. */
  readonly retryDelayMs?: number;
  readonly fetchFn?: typeof fetch;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Send the bearer token and renew the session when needed (default true). */
  readonly auth?: boolean;
}

type Attempt = { readonly kind: 'response'; readonly response: Response } | { readonly kind: 'failure'; readonly error: DomainError };

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

  constructor(private readonly options: ApiClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.retryDelayMs = options.retryDelayMs ?? 400;
    this.fetchFn = options.fetchFn ?? ((...args) => globalThis.fetch(...args));
  }

  async request(method: Method, path: string, options: RequestOptions = {}): Promise<Result<unknown>> {
    if (options.auth === false) return this.read(await this.attempt(method, path, options, null));
    return this.options.session.call(async (token) => this.read(await this.attempt(method, path, options, token)));
  }

  /** Sends the request, once or, for a GET, twice when the first try fails in a way that may pass. */
  private async attempt(method: Method, path: string, options: RequestOptions, token: string | null): Promise<Attempt> {
    const tries = method === 'GET' ? 2 : 1;
    let last: Attempt = { kind: 'failure', error: domainError('network_error') };
    for (let i = 0; i < tries; i += 1) {
      if (i > 0) await delay(this.retryDelayMs * (1 + Math.random()));
      last = await this.send(method, path, options, token);
      const passing = last.kind === 'failure' ? last.error.code === 'network_error' : last.response.status >= 500;
      if (!passing) break;
    }
    return last;
  }

  private async send(method: Method, path: string, options: RequestOptions, token: string | null): Promise<Attempt> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (WITH_BODY.has(method)) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const response = await this.fetchFn(this.url(path, options.query), {
        method,
        headers,
        body: WITH_BODY.has(method) ? JSON.stringify(options.body ?? {}) : undefined,
        signal: controller.signal,
        credentials: 'same-origin',
      });
      // Read the body under the same timeout: a server can stall after the headers too.
      const text = await response.text();
      const body = [101, 204, 205, 304].includes(response.status) ? null : text;
      return { kind: 'response', response: new Response(body, { status: response.status, headers: response.headers }) };
    } catch {
      return { kind: 'failure', error: domainError(controller.signal.aborted ? 'timeout' : 'network_error') };
    } finally {
      clearTimeout(timer);
    }
  }

  private async read(attempt: Attempt): Promise<Result<unknown>> {
    if (attempt.kind === 'failure') return err(attempt.error);
    const { response } = attempt;
    const text = await response.text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        // An HTML page where JSON was due (a proxy's error page, or the SPA's index.html).
        if (response.ok) return err(domainError('invalid_response'));
      }
    }
    if (response.ok) return ok(body);
    return err(errorFrom(response.status, body));
  }

  private url(path: string, query?: RequestOptions['query']): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
    const search = params.toString();
    return `${this.options.baseUrl}${path}${search ? `?${search}` : ''}`;
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads `{ code, message }` or `{ errors: [{ code, message }] }` from an error body; anything else is generic. */
function errorFrom(status: number, body: unknown): DomainError {
  const candidate = isRecord(body) && Array.isArray(body.errors) && isRecord(body.errors[0]) ? body.errors[0] : isRecord(body) ? body : {};
  // OAuth errors (the token endpoint) come as `{ error, error_description }`.
  const code = typeof candidate.code === 'string' ? candidate.code : typeof candidate.error === 'string' ? candidate.error : '';
  const message =
    typeof candidate.message === 'string'
      ? candidate.message
      : typeof candidate.error_description === 'string'
        ? candidate.error_description
        : '';
  return toDomainError({ status, code, message });
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
