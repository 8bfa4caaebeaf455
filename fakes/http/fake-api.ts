import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_ROOT, IDEMPOTENCY_KEY_HEADER } from '../../src/contract/envelope.contract';
import type { FaultOutcome } from '../backend/faults';
import { InjectedFault, type InMemoryBackend } from '../backend/in-memory-backend';
import { AUTH_ROUTES } from './auth-routes';
import { BodyReader } from './body';
import { translation, type ContentOptions } from './content-route';
import { PLACES_ROUTES, placesRouteFor } from './places-routes';
import { notFound, notJson, notJsonType, send, wireError, type Reply } from './reply';
import { route, type Routes } from './route';
import { answerWithoutAssumedFields, assumedCall, withoutAssumedFields } from './spec-only';
import { SUPPORT_ROUTES } from './support-routes';
import { USER_ROUTES } from './user-routes';
import { WALLET_ROUTES } from './wallet-routes';

/** One request as the fake server saw it: what browser tests check the app sent. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

export interface FakeApiOptions extends ContentOptions {
  /**
   * The specification's server: every call docs/api-contract.md marks assumed as a whole
   * (`ASSUMED_CALLS`) is answered as a server without it would (404, or OAuth's
   * `unsupported_grant_type` for the refresh grant); the others answer as usual.
   */
  readonly specOnly?: boolean;
}

export interface FakeApi {
  /** Answers the request if it is the API's or the content service's; false lets it through. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  readonly requests: RecordedRequest[];
  readonly backend: InMemoryBackend;
}

/** The whole /api/v2 contract, one route table per resource (mirroring fakes/backend/*-resource.ts). */
const ROUTES: Routes = { ...AUTH_ROUTES, ...USER_ROUTES, ...WALLET_ROUTES, ...PLACES_ROUTES, ...SUPPORT_ROUTES };

const INVALID_JSON = Symbol('invalid-json');

/** A queued fault on the wire: the error, a dropped connection, silence, or a body that is not the API's JSON. */
function showFault(outcome: FaultOutcome, req: IncomingMessage, res: ServerResponse): void {
  switch (outcome.kind) {
    case 'error':
      return send(res, wireError(outcome.error));
    // A server cannot make its client offline: over the wire the nearest is a dropped connection
    // (browser tests take the page offline with Playwright's setOffline instead).
    case 'offline':
    case 'dropped':
      req.socket.destroy();
      return;
    case 'silent':
      return; // never answered; the client's timeout must end it
    case 'raw':
      res.writeHead(outcome.status, { 'Content-Type': outcome.contentType });
      res.end(outcome.text);
  }
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return INVALID_JSON;
  }
}

const header = (value: string | string[] | undefined): string => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

/**
 * The InMemoryBackend answering the whole /api/v2 contract (docs/api-contract.md) and the content
 * service over real HTTP. Each body is read field by field (a missing or mistyped field is a 422,
 * never a 500), and the backend's queued faults are shown on the wire: a 500, a dropped
 * connection, a 401, a body that is not JSON, a proxy's HTML page, or no answer at all.
 */
export function createFakeApi(backend: InMemoryBackend, options: FakeApiOptions = {}): FakeApi {
  const requests: RecordedRequest[] = [];

  async function api(method: string, url: URL, raw: unknown, req: IncomingMessage): Promise<Reply> {
    const handler = ROUTES[route(method, url.pathname)] ?? placesRouteFor(method, url.pathname);
    if (!handler) return notFound;
    const authorization = header(req.headers.authorization);
    const answer = await handler(
      {
        path: url.pathname,
        query: url.searchParams,
        body: new BodyReader(raw),
        token: authorization.startsWith('Bearer ') ? authorization.slice(7) : null,
        idempotencyKey: header(req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]),
      },
      backend,
    );
    // The specification's server does not send the fields the contract assumes in its answers.
    return options.specOnly ? { ...answer, body: answerWithoutAssumedFields(method, url.pathname, answer.body) } : answer;
  }

  return {
    requests,
    backend,
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://fake.invalid');
      const method = req.method ?? 'GET';
      const isApi = url.pathname.startsWith(`${API_ROOT}/`);
      if (!isApi && url.pathname !== '/translation') return false;
      const read = await readBody(req);
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, header(v)]));
      requests.push({ method, path: url.pathname, query: Object.fromEntries(url.searchParams), headers, body: read });
      const absent = options.specOnly && isApi ? assumedCall(method, url.pathname, read) : undefined;
      if (absent) return (send(res, wireError(absent.answer)), true);
      const body = options.specOnly ? withoutAssumedFields(method, url.pathname, read) : read;

      if (body === INVALID_JSON) return (send(res, notJson), true);
      if (isApi && ['POST', 'PUT', 'PATCH'].includes(method) && !header(req.headers['content-type']).startsWith('application/json')) {
        return (send(res, notJsonType), true);
      }
      try {
        send(
          res,
          isApi
            ? await api(method, url, body, req)
            : await translation(backend, options, url.searchParams, header(req.headers.authorization)),
        );
      } catch (e) {
        if (!(e instanceof InjectedFault)) throw e;
        showFault(e.outcome, req, res);
      }
      return true;
    },
  };
}
