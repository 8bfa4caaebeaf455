import type { TokenStore } from '../../core/auth/ports/token-store.port';
import { domainError, type DomainError } from '../../core/shared/domain-error';
import { err, ok, type Result } from '../../core/shared/result';
import { toDomainError } from './server-errors';

export interface ApiClientOptions {
  readonly baseUrl: string;
  readonly tokens: TokenStore;
  readonly timeoutMs?: number;
  readonly fetchFn?: typeof fetch;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Send the bearer token (default true). */
  readonly auth?: boolean;
}

/**
 * The one place that speaks HTTP to the scheme's API (spec §7): JSON bodies,
 * the bearer token once logged in, a timeout on every call, and server errors
 * turned into domain errors. It returns raw JSON; each gateway validates it.
 */
export class ApiClient {
  private readonly timeoutMs: number;
  private readonly fetchFn: typeof fetch;

  constructor(private readonly options: ApiClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.fetchFn = options.fetchFn ?? ((...args) => globalThis.fetch(...args));
  }

  async request(method: Method, path: string, options: RequestOptions = {}): Promise<Result<unknown>> {
    const url = this.url(path, options.query);
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const token = options.auth === false ? null : this.options.tokens.load()?.accessToken;
    if (token) headers.Authorization = `Bearer ${token}`;

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    let response: Response;
    try {
      response = await this.fetchFn(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch {
      return err(domainError(controller.signal.aborted ? 'timeout' : 'network_error'));
    } finally {
      clearTimeout(timer);
    }
    return this.read(response);
  }

  private async read(response: Response): Promise<Result<unknown>> {
    const text = await response.text().catch(() => '');
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
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

/** Reads `{ code, message }` or `{ errors: [{ code, message }] }` from an error body; anything else is generic. */
function errorFrom(status: number, body: unknown): DomainError {
  const candidate =
    isRecord(body) && Array.isArray(body.errors) && isRecord(body.errors[0]) ? body.errors[0] : isRecord(body) ? body : {};
  const code = typeof candidate.code === 'string' ? candidate.code : '';
  const message = typeof candidate.message === 'string' ? candidate.message : '';
  return toDomainError({ status, code, message });
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
