import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TranslationTree } from '../../src/core/content/ports/translation-source.port';
import { isPayoutMethod, type PayoutMethod } from '../../src/core/wallet/payout-method';
import {
  TRANSACTION_CATEGORIES,
  TRANSACTION_STATUSES,
  type TransactionCategory,
  type TransactionStatus,
} from '../../src/core/wallet/transaction';
import type { ServerError } from '../../src/adapters/http/server-errors';
import type { PersonalData } from '../../src/core/profile/user';
import type { FaultOutcome } from '../backend/faults';
import { InjectedFault, type InMemoryBackend, type ServerResult, type SignUpBody, type TokenGrant } from '../backend/in-memory-backend';
import { isOAuthError } from '../backend/server-result';
import { BodyReader, type UntypedBody } from './body';
import { assumedCall } from './spec-only';
import { bankDataDto, binDto, moneyDto, transactionDto, userDto, withdrawalDto, withdrawalTermsDto } from './dto';

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

type Json = unknown;
interface Reply {
  readonly status: number;
  readonly body: Json;
  readonly headers?: Readonly<Record<string, string>>;
}

const send = (res: ServerResponse, reply: Reply) => {
  res.writeHead(reply.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...reply.headers,
  });
  res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
};

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

/**
 * A server error as the wire carries it: OAuth errors as `{ error, error_description }`
 * (RFC 6749 §5.2), others as `{ code, message }` plus `fields` for field errors; a 429 says
 * in `Retry-After` how many seconds to wait.
 */
export function wireError(error: ServerError): Reply {
  const body = isOAuthError(error.code)
    ? { error: error.code, error_description: error.message }
    : { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
  const headers = error.retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(error.retryAfterSeconds) };
  return headers ? { status: error.status, body, headers } : { status: error.status, body };
}

const reply = <T>(result: ServerResult<T>, map: (data: T) => Json = (d) => ({ data: d }), okStatus = 200): Reply =>
  result.ok ? { status: okStatus, body: map(result.data) } : wireError(result.error);

const bad = (message: string): Reply => ({ status: 422, body: { code: 'RS_0001', message } });
const notFound: Reply = { status: 404, body: { code: 'RS_0404', message: 'Not found' } };
/** A body whose fields are missing or of the wrong type, or null when it reads well. */
const badBody = (body: BodyReader): Reply | null =>
  body.valid ? null : { status: 422, body: { code: 'RS_0002', message: 'Validation failed', fields: { ...body.problems } } };
/** A new password with its confirmation, and the one other field its call needs (current password or reset token). */
async function withNewPassword(body: BodyReader, field: string, call: (value: string, password: string) => Promise<Reply>): Promise<Reply> {
  const value = body.string(field);
  const password = body.string('password');
  const confirmation = body.string('password_confirmation');
  if (body.valid && password !== confirmation) body.problems.password_confirmation = 'passwords_do_not_match';
  return badBody(body) ?? call(value, password);
}
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const EMPTY = () => ({});

/**
 * The fields each payout method's body may carry (docs/api-contract.md), read as strings: the server
 * then checks those of the customer's market. Others are ignored.
 */
const PAYOUT_BODY_FIELDS: Readonly<Record<PayoutMethod, readonly string[]>> = {
  PAYPAL: ['email'],
  LINE: ['referenceNo'],
  TRANSFERWISE: [
    'country_code',
    'account_name',
    'abartn',
    'sort_code',
    'transit_number',
    'institution_number',
    'iban',
    'bank_code',
    'branch_code',
    'account_type',
    'account_number',
    'address',
    'city',
    'state',
    'post_code',
  ],
};

/** PATCH /user: wire name → the record's name. Email and ZIP are read only to be refused. */
const PATCHABLE = [
  ['name', 'name'],
  ['address', 'address'],
  ['city', 'city'],
  ['state', 'state'],
  ['email', 'email'],
  ['zip_code', 'zipCode'],
] as const;

/**
 * The InMemoryBackend answering the whole /api/v2 contract (docs/api-contract.md) and the content
 * service over real HTTP. Each body is read field by field (a missing or mistyped field is a 422,
 * never a 500), and the backend's queued faults are shown on the wire: a 500, a dropped
 * connection, a 401, a body that is not JSON, a proxy's HTML page, or no answer at all.
 */
export function createFakeApi(backend: InMemoryBackend, options: FakeApiOptions = {}): FakeApi {
  const requests: RecordedRequest[] = [];

  async function route(
    method: string,
    path: string,
    query: URLSearchParams,
    raw: UntypedBody,
    token: string | null,
    req: IncomingMessage,
  ): Promise<Reply> {
    const body = new BodyReader(raw);
    const idem = str(req.headers['idempotency-key']);
    switch (`${method} ${path}`) {
      case 'POST /api/v2/oauth/token': {
        const grantType = body.string('grant_type');
        const grant = {
          client_id: str(body.optionalString('client_id')),
          grant_type: grantType as TokenGrant['grant_type'],
          ...(grantType === 'refresh_token'
            ? { refresh_token: body.string('refresh_token') }
            : { country_code: body.string('country_code'), email: body.string('email'), password: body.string('password') }),
        };
        return badBody(body) ?? reply(await backend.issueToken(grant), (d) => d);
      }
      case 'POST /api/v2/users': {
        const signUp: SignUpBody = {
          country_code: body.string('country_code'),
          email: body.string('email'),
          password: body.string('password'),
          name: body.string('name'),
          zip_code: body.string('zip_code'),
          terms_accepted: body.optionalBoolean('terms_accepted') === true,
          marketing_consent: body.optionalBoolean('marketing_consent') === true,
          market_research_consent: body.optionalBoolean('market_research_consent') === true,
        };
        return badBody(body) ?? reply(await backend.signUp(signUp), (d) => d, 201);
      }
      case 'GET /api/v2/user':
        return reply(await backend.me(token), (u) => ({ data: userDto(u) }));
      case 'PATCH /api/v2/user': {
        const patch: Record<string, string | boolean> = {};
        for (const [from, to] of PATCHABLE) {
          const value = body.optionalString(from);
          if (value !== undefined) patch[to] = value;
        }
        for (const [from, to] of [
          ['marketing_consent', 'marketingConsent'],
          ['market_research_consent', 'marketResearchConsent'],
        ] as const) {
          const value = body.optionalBoolean(from);
          if (value !== undefined) patch[to] = value;
        }
        return badBody(body) ?? reply(await backend.updateUser(token, patch as PersonalData), (u) => ({ data: userDto(u) }));
      }
      case 'POST /api/v2/user/change_password':
        return withNewPassword(body, 'current_password', async (current, password) =>
          reply(await backend.changePassword(token, current, password), EMPTY),
        );
      case 'DELETE /api/v2/user': {
        const password = body.string('password');
        return badBody(body) ?? reply(await backend.deleteAccount(token, password), EMPTY);
      }
      case 'GET /api/v2/user/balance':
        return reply(await backend.balance(token), (m) => ({ data: moneyDto(m) }));
      case 'POST /api/v2/user/verification':
        return reply(await backend.sendVerificationCode(token), EMPTY);
      case 'POST /api/v2/user/verification/confirm': {
        const code = body.string('code');
        return badBody(body) ?? reply(await backend.confirmEmail(token, code), (u) => ({ data: userDto(u) }));
      }
      case 'POST /api/v2/user/reset_password': {
        const email = body.string('email');
        const country = body.string('country_code');
        return badBody(body) ?? reply(await backend.resetPassword(email, country), EMPTY);
      }
      case 'PUT /api/v2/user/reset_password':
        return withNewPassword(body, 'reset_password_token', async (resetToken, password) =>
          reply(await backend.setNewPassword(resetToken, password), EMPTY),
        );
      case 'GET /api/v2/payment_methods':
        return reply(await backend.payoutMethods(token), (b) => ({ data: bankDataDto(b) }));
      case 'PUT /api/v2/payment_methods': {
        const method = body.string('withdraw_type');
        if (!isPayoutMethod(method)) return badBody(body) ?? bad('Unknown withdraw_type');
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
      case 'GET /api/v2/withdrawals/terms':
        return reply(await backend.withdrawalTerms(token), (t) => ({ data: withdrawalTermsDto(t) }));
      case 'POST /api/v2/withdrawals': {
        const amount = body.object('amount');
        const fee = body.object('fee');
        const withdrawal = {
          amount: { value: amount.string('value'), currency: amount.string('currency') },
          fee: { value: fee.string('value'), currency: fee.string('currency') },
          withdrawType: body.string('withdraw_type'),
        };
        for (const [name, part] of [
          ['amount', amount],
          ['fee', fee],
        ] as const)
          if (!part.valid) body.problems[name] = 'field_required';
        if (!body.valid) return badBody(body) ?? bad('Invalid body');
        if (!idem) return bad('Idempotency-Key header is required');
        return reply(await backend.withdraw(token, withdrawal, idem), (w) => ({ data: withdrawalDto(w) }), 201);
      }
      case 'GET /api/v2/bins':
        return reply(await backend.listBins(query.get('country_code') ?? ''), (bins) => ({ data: bins.map(binDto) }));
      case 'POST /api/v2/contact': {
        const message = {
          name: body.string('name'),
          email: body.string('email'),
          subject: body.string('subject'),
          message: body.string('message'),
        };
        const country = body.string('country_code');
        return badBody(body) ?? reply(await backend.receiveSupport('contact', country, message), EMPTY, 201);
      }
      case 'POST /api/v2/data_subject_requests': {
        const request = {
          type: body.string('request_type'),
          name: body.string('name'),
          email: body.string('email'),
          phone_last4: body.string('phone_last4'),
          details: body.optionalString('details') ?? '',
        };
        const country = body.string('country_code');
        return badBody(body) ?? reply(await backend.receiveSupport('dsar', country, request), EMPTY, 201);
      }
    }
    const saved = /^\/api\/v2\/payment_methods\/([a-z]+)$/.exec(path);
    if (method === 'POST' && saved) {
      const payout = saved[1]?.toUpperCase();
      if (!isPayoutMethod(payout)) return notFound;
      const fields: Record<string, string> = {};
      for (const field of PAYOUT_BODY_FIELDS[payout]) {
        const value = body.optionalString(field);
        if (value !== undefined) fields[field] = value;
      }
      return badBody(body) ?? reply(await backend.savePayoutMethod(token, payout, fields), (b) => ({ data: bankDataDto(b) }));
    }
    return notFound;
  }

  async function translation(query: URLSearchParams, authorization: string): Promise<Reply> {
    await backend.enter('translation');
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
      const absent = options.specOnly && isApi ? assumedCall(req.method ?? 'GET', url.pathname, body) : undefined;
      if (absent) return (send(res, wireError(absent.answer)), true);

      if (body === INVALID_JSON) return (send(res, { status: 400, body: { code: 'RS_0001', message: 'Body is not JSON' } }), true);
      if (
        isApi &&
        ['POST', 'PUT', 'PATCH'].includes(req.method ?? '') &&
        !String(req.headers['content-type']).startsWith('application/json')
      ) {
        return (send(res, { status: 415, body: { code: 'RS_0001', message: 'Content-Type must be application/json' } }), true);
      }
      const authorization = str(req.headers.authorization);
      const token = authorization.startsWith('Bearer ') ? authorization.slice(7) : null;
      try {
        const answer = isApi
          ? await route(req.method ?? 'GET', url.pathname, url.searchParams, body, token, req)
          : await translation(url.searchParams, authorization);
        send(res, answer);
      } catch (e) {
        if (!(e instanceof InjectedFault)) throw e;
        showFault(e.outcome, req, res);
      }
      return true;
    },
  };
}
