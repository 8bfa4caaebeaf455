// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createDemoWorld } from '../../fakes/demo-world';
import { createDevApi, specOnlyFrom } from '../../fakes/http/dev-api';
import { startFakeApiServer, type RunningFakeApi } from '../../fakes/http/server';
import { ASSUMED_CALLS } from '../../fakes/http/spec-only';

/**
 * The rows of docs/api-contract.md's "Calls" table whose source is `assumed` as a whole: the
 * first cell without its backticks (`POST /api/v2/oauth/token (refresh)`).
 */
function assumedCallsOfTheContract(): string[] {
  const doc = readFileSync(resolve(__dirname, '../../docs/api-contract.md'), 'utf8');
  const section = doc.split('\n## Calls\n')[1] ?? '';
  const table = section.trimStart().split('\n\n')[0] ?? '';
  return table
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter((cells) => cells[2] === 'assumed')
    .map((cells) => (cells[1] ?? '').replaceAll('`', ''));
}

describe('the spec-only mode of fakes/http knows the assumed calls of the contract', () => {
  it('reads the contract table (a guard on the parse itself)', () => {
    expect(assumedCallsOfTheContract()).toEqual(expect.arrayContaining(['POST /api/v2/users (sign up)', 'DELETE /api/v2/user']));
  });

  it('lists exactly the calls docs/api-contract.md marks assumed, no more and no fewer', () => {
    // One call of the contract may be one entry per path (DELETE /payment_methods/{method}: one per method).
    expect([...new Set(ASSUMED_CALLS.map((c) => c.call))].sort()).toEqual(assumedCallsOfTheContract().sort());
  });
});

describe('fakes/http with specOnly', () => {
  let server: RunningFakeApi;
  let plain: RunningFakeApi;
  beforeEach(async () => {
    server = await startFakeApiServer(await createDemoWorld({ seed: 7 }), { specOnly: true });
    plain = await startFakeApiServer(await createDemoWorld({ seed: 7 }));
  });
  afterEach(async () => {
    await server.close();
    await plain.close();
  });

  const call = async (on: RunningFakeApi, method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${on.url}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };
  const login = (on: RunningFakeApi) =>
    call(on, 'POST', '/api/v2/oauth/token', {
      client_id: 'web',
      country_code: 'fr',
      email: 'demo@example.com',
      grant_type: 'password',
      password: 'demo1234',
    });

  it('answers 404 RS_0404 to every assumed call but the refresh grant, which the other mode answers', async () => {
    const token = ((await login(server)).body as { access_token: string }).access_token;
    const plainToken = ((await login(plain)).body as { access_token: string }).access_token;
    for (const assumed of ASSUMED_CALLS.filter((c) => c.call !== 'POST /api/v2/oauth/token (refresh)')) {
      const { method } = assumed;
      const path = assumed.example ?? assumed.path;
      const body = method === 'GET' ? undefined : {};
      expect(await call(server, method, path, body, token), assumed.call).toEqual({
        status: 404,
        body: { code: 'RS_0404', message: 'Not found' },
      });
      expect((await call(plain, method, path, body, plainToken)).status, assumed.call).not.toBe(404);
    }
  });

  it('answers the refresh grant as an OAuth server without refresh tokens does (400 unsupported_grant_type)', async () => {
    const tokens = (await login(server)).body as { refresh_token: string };
    expect(
      await call(server, 'POST', '/api/v2/oauth/token', {
        client_id: 'web',
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      }),
    ).toEqual({ status: 400, body: { error: 'unsupported_grant_type', error_description: expect.any(String) } });
  });

  it('still answers the specification’s calls, including those whose fields are assumed', async () => {
    const logged = await login(server);
    expect(logged.status).toBe(200);
    const token = (logged.body as { access_token: string }).access_token;
    expect((await call(server, 'GET', '/api/v2/user', undefined, token)).status).toBe(200);
    expect((await call(server, 'GET', '/api/v2/user/balance', undefined, token)).status).toBe(200);
    expect((await call(server, 'PATCH', '/api/v2/user', { name: 'Camille M.' }, token)).status).toBe(200);
    expect((await call(server, 'POST', '/api/v2/user/reset_password', { country_code: 'fr', email: 'demo@example.com' })).status).toBe(200);
    expect((await call(server, 'GET', '/api/v2/merged_transactions', undefined, token)).status).toBe(200);
    expect((await call(server, 'GET', '/api/v2/bins?country_code=fr')).status).toBe(200);
  });

  it('sends no assumed field of where a withdrawal is, and keeps the fee the other tests rely on (issue 47 point 2)', async () => {
    type Row = Record<string, unknown>;
    const withdrawals = async (on: RunningFakeApi) => {
      const token = ((await login(on)).body as { access_token: string }).access_token;
      const { body } = await call(on, 'GET', '/api/v2/merged_transactions?type=WITHDRAWAL', undefined, token);
      return (body as { data: Row[] }).data;
    };
    const full = await withdrawals(plain);
    expect(full.every((row) => 'withdraw_type' in row && 'sent_at' in row && 'settled_at' in row)).toBe(true);
    const spec = await withdrawals(server);
    expect(spec.map((row) => row.id)).toEqual(full.map((row) => row.id));
    for (const row of spec) {
      expect(row).not.toHaveProperty('withdraw_type');
      expect(row).not.toHaveProperty('sent_at');
      expect(row).not.toHaveProperty('settled_at');
      expect(row).toHaveProperty('fee');
    }
  });
});

describe('npm run dev:http and the browser tests in spec-only mode (FAKE_API_SPEC_ONLY)', () => {
  it('reads 1 or 0 (unset is 0), and refuses anything else', () => {
    expect(specOnlyFrom(undefined)).toBe(false);
    expect(specOnlyFrom('')).toBe(false);
    expect(specOnlyFrom('0')).toBe(false);
    expect(specOnlyFrom('1')).toBe(true);
    expect(() => specOnlyFrom('yes')).toThrow(/FAKE_API_SPEC_ONLY/);
  });

  it('gives the dev API the mode from the environment, or from its option', async () => {
    /** The status of an empty sign-up on the dev API: 404 without the call, 422 (its fields refused) with it. */
    const signUp = async (specOnly?: boolean) => {
      const api = await createDevApi(specOnly === undefined ? {} : { specOnly });
      api.backend.latencyMs = 0;
      const http = createServer((req, res) => void api.handle(req, res));
      await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
      try {
        const { port } = http.address() as AddressInfo;
        const response = await fetch(`http://127.0.0.1:${port}/api/v2/users`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        });
        return response.status;
      } finally {
        await new Promise<void>((done) => http.close(() => done()));
      }
    };
    const saved = process.env.FAKE_API_SPEC_ONLY;
    process.env.FAKE_API_SPEC_ONLY = '1';
    try {
      expect(await signUp()).toBe(404);
      expect(await signUp(false)).toBe(422);
    } finally {
      if (saved === undefined) delete process.env.FAKE_API_SPEC_ONLY;
      else process.env.FAKE_API_SPEC_ONLY = saved;
    }
    expect(await signUp()).toBe(422);
    expect(await signUp(true)).toBe(404);
  });
});
