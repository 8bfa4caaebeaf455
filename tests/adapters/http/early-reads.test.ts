// @vitest-environment node
import { MemoryTokenStore } from '../../../fakes/adapters/memory-token-store';
import { ApiClient } from '../../../src/adapters/http/api-client';
import {
  accountStartReads,
  EARLY_READS_FRESH_MS,
  EARLY_READS_KEY,
  sendEarlyReads,
  takingEarlyReads,
} from '../../../src/adapters/http/early-reads';
import { HttpUserGateway } from '../../../src/adapters/http/http-user-gateway';
import { HttpWalletGateway } from '../../../src/adapters/http/http-wallet-gateway';
import { SessionRenewal } from '../../../src/adapters/session/session-renewal';
import type { SavedTokens } from '../../../src/core/auth/session';
import { ListTransactions } from '../../../src/core/wallet/use-cases/list-transactions';

const SAVED: SavedTokens = { accessToken: 'a1', refreshToken: 'r1', secondsLeft: 3000, lifetime: 3600, session: 's', owner: 'c' };
const answer = (body: string) => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });

/** A server that records each request's address and bearer, and answers every one with `body`. */
function server(body = '{"data": {}}') {
  const asked: { url: string; authorization: string | null }[] = [];
  const fetchFn = ((input: RequestInfo | URL, init?: RequestInit) => {
    asked.push({ url: String(input), authorization: new Headers(init?.headers).get('Authorization') });
    return Promise.resolve(answer(body));
  }) as typeof fetch;
  return { asked, fetchFn };
}

describe('the reads the account’s frame sends before the app', () => {
  it('are the addresses the app’s own client asks for at the account’s start: the customer, the balance, the history’s first page', async () => {
    const { asked, fetchFn } = server('{"data": []}');
    const tokens = new MemoryTokenStore();
    tokens.save({ accessToken: 'a', refreshToken: 'r', expiresIn: 3600 });
    const api = new ApiClient({ baseUrl: 'https://api.test', session: new SessionRenewal(tokens), fetchFn });
    await new HttpUserGateway(api).me();
    await new HttpWalletGateway(api).balance();
    await new ListTransactions(new HttpWalletGateway(api)).execute();
    expect(accountStartReads('https://api.test', '')).toEqual(asked.map((request) => request.url));
  });

  it('leave the history to the app when the address filters it', () => {
    expect(accountStartReads('', '?type=SCAN')).toEqual(['/api/v2/user', '/api/v2/user/balance']);
  });

  it('are sent with the saved session’s token, and left for the app', () => {
    const { asked, fetchFn } = server();
    const page: Record<string, unknown> = {};
    sendEarlyReads(['/api/v2/user'], SAVED, 1000, fetchFn, page);
    expect(asked).toEqual([{ url: '/api/v2/user', authorization: 'Bearer a1' }]);
    expect(page[EARLY_READS_KEY]).toHaveLength(1);
  });

  it('are not sent without a session, nor with one the app would renew before asking', () => {
    const { asked, fetchFn } = server();
    const page: Record<string, unknown> = {};
    sendEarlyReads(['/api/v2/user'], null, 1000, fetchFn, page);
    sendEarlyReads(['/api/v2/user'], { ...SAVED, secondsLeft: 60 }, 1000, fetchFn, page);
    expect(asked).toEqual([]);
    expect(page[EARLY_READS_KEY]).toBeUndefined();
  });
});

describe('the app’s fetch, taking the reads sent early', () => {
  /** A page whose frame sent `/api/v2/user` at 1000 with token a1, answered "early"; the app's fetch over `later`. */
  function pageWithEarlyRead(early: Promise<Response> = Promise.resolve(answer('"early"'))) {
    const page: Record<string, unknown> = {};
    sendEarlyReads(['/api/v2/user'], SAVED, 1000, () => early, page);
    const later = server('"later"');
    let now = 2000;
    const fetchFn = takingEarlyReads(later.fetchFn, page, () => now);
    const get = (token = 'a1', init: RequestInit = {}) =>
      fetchFn('/api/v2/user', { headers: { Authorization: `Bearer ${token}` }, ...init });
    return { later, get, wait: (ms: number) => (now += ms) };
  }

  it('answers the same request, with the same token, with the frame’s answer, once', async () => {
    const { later, get } = pageWithEarlyRead();
    expect(await (await get()).json()).toBe('early');
    expect(await (await get()).json()).toBe('later');
    expect(later.asked).toHaveLength(1);
  });

  it('sends a request with another token, another method or another address itself', async () => {
    const { later, get } = pageWithEarlyRead();
    expect(await (await get('b2')).json()).toBe('later');
    expect(await (await get('a1', { method: 'POST' })).json()).toBe('later');
    expect(later.asked.map((request) => request.authorization)).toEqual(['Bearer b2', 'Bearer a1']);
  });

  it('asks anew once the read is too old to stand for the app’s', async () => {
    const { get, wait } = pageWithEarlyRead();
    wait(EARLY_READS_FRESH_MS);
    expect(await (await get()).json()).toBe('later');
  });

  it('sends the request again when the frame’s read failed', async () => {
    const { later, get } = pageWithEarlyRead(Promise.reject(new TypeError('Failed to fetch')));
    expect(await (await get()).json()).toBe('later');
    expect(later.asked).toHaveLength(1);
  });

  it('gives up with the client’s timeout when the frame’s read has no answer yet', async () => {
    const { get } = pageWithEarlyRead(new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const asked = get('a1', { signal: controller.signal });
    controller.abort();
    await expect(asked).rejects.toThrow();
  });
});
