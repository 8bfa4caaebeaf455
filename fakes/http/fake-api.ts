import type { IncomingMessage, ServerResponse } from 'node:http';
import { fromMajorString, isCurrency } from '../../src/core/shared/money';
import type { TranslationTree } from '../../src/core/content/ports/translation-source.port';
import { PAYOUT_METHODS, type PayoutDetails, type PayoutMethod } from '../../src/core/wallet/payout-method';
import {
  TRANSACTION_CATEGORIES,
  TRANSACTION_STATUSES,
  type TransactionCategory,
  type TransactionStatus,
} from '../../src/core/wallet/transaction';
import { NetworkFailure, type InMemoryBackend, type ServerResult } from '../backend/in-memory-backend';
import { bankDataDto, binDto, moneyDto, transactionDto, userDto } from './dto';

/** One request as the fake server saw it: what browser tests check the app sent. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

export interface FakeApiOptions {
  /** The content service's fixed bearer credential; requests without it get 401. */
  readonly contentToken?: string;
  /** Edited texts per locale for GET /translation; a locale not listed answers 404. */
  readonly translations?: Readonly<Record<string, TranslationTree>>;
}

export interface FakeApi {
  /** Answers the request if it is the API's or the content service's; false lets it through. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  readonly requests: RecordedRequest[];
  readonly backend: InMemoryBackend;
}

type Json = unknown;
type Reply = { status: number; body: Json };

const send = (res: ServerResponse, status: number, body: Json) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(body === undefined ? '' : JSON.stringify(body));
};

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return Symbol.for('invalid-json');
  }
}

const reply = <T>(result: ServerResult<T>, map: (data: T) => Json = (d) => ({ data: d }), okStatus = 200): Reply =>
  result.ok
    ? { status: okStatus, body: map(result.data) }
    : { status: result.error.status, body: { code: result.error.code, message: result.error.message } };

const bad = (message: string): Reply => ({ status: 422, body: { code: 'RS_0001', message } });
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * The InMemoryBackend answering the whole /api/v2 contract (docs/api-contract.md) and the content
 * service over real HTTP, with the backend's fault switches applied on the wire: a 500, a dropped
 * connection, a 401, a body that is not JSON, a proxy's HTML page, or no answer at all.
 */
export function createFakeApi(backend: InMemoryBackend, options: FakeApiOptions = {}): FakeApi {
  const requests: RecordedRequest[] = [];

  // The body is untyped JSON off the wire, as a server gets it; each field is checked where it is read.
  async function route(
    method: string,
    path: string,
    query: URLSearchParams,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: any,
    token: string | null,
    req: IncomingMessage,
  ): Promise<Reply> {
    const idem = str(req.headers['idempotency-key']);
    switch (`${method} ${path}`) {
      case 'POST /api/v2/oauth/token':
        return reply(await backend.issueToken(body ?? {}), (d) => d);
      case 'POST /api/v2/users':
        return reply(await backend.signUp(body ?? {}), (d) => d, 201);
      case 'GET /api/v2/user':
        return reply(await backend.me(token), (u) => ({ data: userDto(u) }));
      case 'PATCH /api/v2/user': {
        const patch: Record<string, unknown> = {};
        for (const [from, to] of [
          ['name', 'name'],
          ['address', 'address'],
          ['city', 'city'],
          ['state', 'state'],
          ['marketing_consent', 'marketingConsent'],
          ['market_research_consent', 'marketResearchConsent'],
          ['email', 'email'],
          ['zip_code', 'zipCode'],
        ] as const) {
          if (body?.[from] !== undefined) patch[to] = body[from];
        }
        return reply(await backend.updateUser(token, patch), (u) => ({ data: userDto(u) }));
      }
      case 'POST /api/v2/user/change_password':
        if (body?.password !== body?.password_confirmation) return bad('Password confirmation does not match');
        return reply(await backend.changePassword(token, str(body?.current_password), str(body?.password)), () => ({}));
      case 'GET /api/v2/user/balance':
        return reply(await backend.balance(token), (m) => ({ data: moneyDto(m) }));
      case 'POST /api/v2/user/verification':
        return reply(await backend.sendVerificationCode(token), () => ({}));
      case 'POST /api/v2/user/verification/confirm':
        return reply(await backend.confirmEmail(token, str(body?.code)), (u) => ({ data: userDto(u) }));
      case 'POST /api/v2/user/reset_password':
        return reply(await backend.resetPassword(str(body?.email), str(body?.country_code) as never), () => ({}));
      case 'PUT /api/v2/user/reset_password':
        if (body?.password !== body?.password_confirmation) return bad('Password confirmation does not match');
        return reply(await backend.setNewPassword(str(body?.reset_password_token), str(body?.password)), () => ({}));
      case 'GET /api/v2/payment_methods':
        return reply(await backend.payoutMethods(token), (b) => ({ data: bankDataDto(b) }));
      case 'PUT /api/v2/payment_methods': {
        const method = body?.withdraw_type as PayoutMethod;
        if (!PAYOUT_METHODS.includes(method)) return bad('Unknown withdraw_type');
        return reply(await backend.setDefaultPayoutMethod(token, method), (b) => ({ data: bankDataDto(b) }));
      }
      case 'GET /api/v2/merged_transactions': {
        const type = query.get('type') ?? undefined;
        const status = query.get('status') ?? undefined;
        if (type && !TRANSACTION_CATEGORIES.includes(type as TransactionCategory)) return bad('Unknown type');
        if (status && !TRANSACTION_STATUSES.includes(status as TransactionStatus)) return bad('Unknown status');
        const result = await backend.transactions(token, {
          itemsPerPage: Number(query.get('items_per_page') ?? 1000),
          page: Number(query.get('page') ?? 1),
          ...(type ? { type: type as TransactionCategory } : {}),
          ...(status ? { status: status as TransactionStatus } : {}),
          ...(query.get('sort_by') ? { sortBy: query.get('sort_by') as string } : {}),
        });
        return reply(result, (rows) => ({ data: rows.map(transactionDto) }));
      }
      case 'POST /api/v2/withdrawals': {
        const currency = body?.amount?.currency;
        const amount = isCurrency(currency) ? fromMajorString(String(body?.amount?.value ?? ''), currency) : null;
        if (!amount) return bad('Invalid amount');
        if (!idem) return bad('Idempotency-Key header is required');
        return reply(await backend.withdraw(token, amount, idem), (m) => ({ data: moneyDto(m) }), 201);
      }
      case 'GET /api/v2/bins':
        return reply(await backend.listBins(query.get('country_code') ?? ''), (bins) => ({ data: bins.map(binDto) }));
      case 'POST /api/v2/contact':
        return reply(
          await backend.receiveSupport('contact', str(body?.country_code), {
            name: str(body?.name),
            email: str(body?.email),
            subject: str(body?.subject),
            message: str(body?.message),
          }),
          () => ({}),
          201,
        );
      case 'POST /api/v2/data_subject_requests':
        return reply(
          await backend.receiveSupport('dsar', str(body?.country_code), {
            type: str(body?.request_type),
            name: str(body?.name),
            email: str(body?.email),
            phone_last4: str(body?.phone_last4),
            details: str(body?.details),
          }),
          () => ({}),
          201,
        );
    }
    const saved = /^\/api\/v2\/payment_methods\/([a-z]+)$/.exec(path);
    if (method === 'POST' && saved) {
      const payout = saved[1]?.toUpperCase() as PayoutMethod;
      if (!PAYOUT_METHODS.includes(payout)) return { status: 404, body: { code: 'RS_0404', message: 'Not found' } };
      return reply(await backend.savePayoutMethod(token, payout, (body ?? {}) as PayoutDetails[PayoutMethod]), (b) => ({
        data: bankDataDto(b),
      }));
    }
    return { status: 404, body: { code: 'RS_0404', message: 'Not found' } };
  }

  function translation(query: URLSearchParams, authorization: string): Reply {
    if (!options.contentToken || authorization !== `Bearer ${options.contentToken}`)
      return { status: 401, body: { message: 'Unauthorized' } };
    const texts = options.translations?.[query.get('locale') ?? ''];
    if (!texts) return { status: 404, body: { message: 'Not found' } };
    return { status: 200, body: { data: { id: query.get('locale'), type: 'translation', attributes: { translations: texts } } } };
  }

  return {
    requests,
    backend,
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://fake.invalid');
      const isApi = url.pathname.startsWith('/api/v2/');
      if (!isApi && url.pathname !== '/translation') return false;
      const body = await readBody(req);
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), headers, body });

      let fault;
      try {
        fault = await backend.enter();
      } catch (e) {
        if (!(e instanceof NetworkFailure)) throw e;
        req.socket.destroy();
        return true;
      }
      if (fault === 'timeout') return true; // never answered; the client's timeout must end it
      if (fault === 'server_error') return (send(res, 500, { code: 'RS_0001', message: 'Something went wrong' }), true);
      if (fault === 'unauthorized') return (send(res, 401, { code: 'LB_0401', message: 'Unauthorized' }), true);
      if (fault === 'malformed') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"data": {"value": "12.');
        return true;
      }
      if (fault === 'html_error') {
        res.writeHead(502, { 'Content-Type': 'text/html' });
        res.end('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>');
        return true;
      }
      if (body === Symbol.for('invalid-json')) return (send(res, 400, { code: 'RS_0001', message: 'Body is not JSON' }), true);
      if (
        isApi &&
        ['POST', 'PUT', 'PATCH'].includes(req.method ?? '') &&
        !String(req.headers['content-type']).startsWith('application/json')
      ) {
        return (send(res, 415, { code: 'RS_0001', message: 'Content-Type must be application/json' }), true);
      }
      const authorization = str(req.headers.authorization);
      const token = authorization.startsWith('Bearer ') ? authorization.slice(7) : null;
      const answer = isApi
        ? await route(req.method ?? 'GET', url.pathname, url.searchParams, body, token, req)
        : translation(url.searchParams, authorization);
      send(res, answer.status, answer.body);
      return true;
    },
  };
}
