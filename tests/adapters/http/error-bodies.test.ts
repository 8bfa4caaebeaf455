// @vitest-environment node
import { MemoryTokenStore } from '../../../fakes/adapters/memory-token-store';
import { ApiClient } from '../../../src/adapters/http/api-client';
import { retryAfter, serverErrorFrom } from '../../../src/adapters/http/server-error-body';
import { HttpAuthGateway } from '../../../src/adapters/http/http-auth-gateway';
import { HttpSupportGateway } from '../../../src/adapters/http/http-support-gateway';
import { toDomainError } from '../../../src/adapters/wire/server-errors';
import { SessionRenewal } from '../../../src/adapters/session/session-renewal';

const NOW = Date.parse('2026-11-21T10:00:00Z');

/** An ApiClient whose server always gives one answer. */
function answering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchFn = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }),
  );
  const api = new ApiClient({ baseUrl: 'https://api.test', session: new SessionRenewal(new MemoryTokenStore()), fetchFn, now: () => NOW });
  return { api, fetchFn };
}

describe('what the HTTP client reads off an error answer', () => {
  describe('a refused refresh the OAuth way (RFC 6749 §5.2)', () => {
    it.each(['invalid_grant', 'invalid_client'])('400 { error: %s } on the refresh grant is unauthorized, as a 401', async (error) => {
      const { api } = answering(400, { error, error_description: 'The refresh token is invalid' });
      expect(await new HttpAuthGateway(api, 'web').refresh('spent')).toEqual({ ok: false, error: { code: 'unauthorized' } });
    });

    it('a 400 with another OAuth error stays something_went_wrong, with its description', async () => {
      const { api } = answering(400, { error: 'invalid_request', error_description: 'Malformed request' });
      expect(await new HttpAuthGateway(api, 'web').refresh('r')).toEqual({
        ok: false,
        error: { code: 'something_went_wrong', message: 'Malformed request' },
      });
    });

    it('a server without the refresh grant (400 unsupported_grant_type, or a 404) is not_available; on the login it is not', async () => {
      const unsupported = answering(400, { error: 'unsupported_grant_type', error_description: 'Grant not supported' });
      expect(await new HttpAuthGateway(unsupported.api, 'web').refresh('r')).toEqual({ ok: false, error: { code: 'not_available' } });
      const missing = answering(404, { code: 'RS_0404', message: 'Not found' });
      expect(await new HttpAuthGateway(missing.api, 'web').refresh('r')).toEqual({ ok: false, error: { code: 'not_available' } });
      const login = answering(400, { error: 'unsupported_grant_type', error_description: 'Grant not supported' });
      expect(await new HttpAuthGateway(login.api, 'web').requestToken({ email: 'a@example.com', password: 'x' }, 'fr')).toEqual({
        ok: false,
        error: { code: 'something_went_wrong' },
      });
    });

    it('in-process, a ServerError 400 invalid_grant maps the same way', () => {
      expect(toDomainError({ status: 400, code: 'invalid_grant', message: '' })).toEqual({ code: 'unauthorized' });
      expect(toDomainError({ status: 400, code: 'invalid_client', message: '' })).toEqual({ code: 'unauthorized' });
      expect(toDomainError({ status: 422, code: 'invalid_grant', message: '' })).toEqual({ code: 'something_went_wrong' });
    });

    it('a login refused the OAuth way is not a session error the login form cannot show', async () => {
      const { api } = answering(400, { error: 'invalid_grant' });
      const result = await new HttpAuthGateway(api, 'web').requestToken({ email: 'a@example.com', password: 'x' }, 'fr');
      expect(result).toEqual({ ok: false, error: { code: 'something_went_wrong' } });
    });
  });

  describe('an assumed call answered 404 is absent, whatever the body (issue 42 point 5)', () => {
    const contact = { name: 'A', email: 'a@b.co', subject: 's', message: 'm' };
    it.each<[string, string, string]>([
      ['a known code', JSON.stringify({ code: 'RS_0001', message: 'No route matches' }), 'application/json'],
      ['field errors', JSON.stringify({ code: 'RS_0002', message: 'Invalid', fields: { name: 'field_required' } }), 'application/json'],
      ['the errors list', JSON.stringify({ errors: [{ code: 'LB_0102', message: 'Wrong password' }] }), 'application/json'],
      ['a proxy’s HTML page', '<!doctype html><title>404 Not Found</title><h1>Not Found</h1>', 'text/html'],
      ['plain text', 'Not found', 'text/plain'],
      ['no body', '', 'text/plain'],
    ])('%s: not_available', async (_, text, type) => {
      const fetchFn = vi.fn(async () => new Response(text, { status: 404, headers: { 'Content-Type': type } }));
      const api = new ApiClient({
        baseUrl: 'https://api.test',
        session: new SessionRenewal(new MemoryTokenStore()),
        fetchFn,
        now: () => NOW,
      });
      expect(await new HttpSupportGateway(api).sendContactMessage(contact, 'fr')).toEqual({ ok: false, error: { code: 'not_available' } });
    });
  });

  describe('Retry-After on a 429', () => {
    it('in seconds', async () => {
      const { api } = answering(429, { code: 'RL_0001', message: 'Too many attempts' }, { 'Retry-After': '120' });
      expect(
        await new HttpSupportGateway(api).sendContactMessage({ name: 'A', email: 'a@b.co', subject: 's', message: 'm' }, 'fr'),
      ).toEqual({
        ok: false,
        error: { code: 'rate_limited', retryAfterSeconds: 120 },
      });
    });

    it('as an HTTP date', async () => {
      const at = new Date(NOW + 90_000).toUTCString();
      const { api } = answering(429, {}, { 'Retry-After': at });
      const result = await new HttpAuthGateway(api, 'web').requestToken({ email: 'a@example.com', password: 'x' }, 'fr');
      expect(result).toEqual({ ok: false, error: { code: 'rate_limited', retryAfterSeconds: 90 } });
    });

    it('without one, or unreadable: rate_limited with no wait', async () => {
      const { api } = answering(429, {}, { 'Retry-After': 'soon' });
      expect(await new HttpAuthGateway(api, 'web').requestToken({ email: 'a@example.com', password: 'x' }, 'fr')).toEqual({
        ok: false,
        error: { code: 'rate_limited' },
      });
    });

    it.each([
      ['0', 0],
      [' 30 ', 30],
      [new Date(NOW - 5000).toUTCString(), 0],
      [new Date(NOW + 1500).toUTCString(), 1],
      ['-5', undefined],
      ['1.5', undefined],
      ['', undefined],
      [null, undefined],
    ])('Retry-After %j → %s s', (header, seconds) => {
      expect(retryAfter(header, NOW)).toBe(seconds);
    });

    it('is ignored on anything but a 429', () => {
      expect(serverErrorFrom(503, new Headers({ 'Retry-After': '60' }), {}, NOW)).toEqual({ status: 503, code: '', message: '' });
    });
  });

  describe('field errors', () => {
    it('reads { code, message, fields } into ServerError.fields', () => {
      const body = { code: 'RS_0422', message: 'Invalid fields', fields: { name: 'field_required', email: 'email_input_error', bogus: 3 } };
      expect(serverErrorFrom(422, new Headers(), body, NOW)).toEqual({
        status: 422,
        code: 'RS_0422',
        message: 'Invalid fields',
        fields: { name: 'field_required', email: 'email_input_error' },
      });
    });

    it('has no fields when the body has none, or not as a map', () => {
      expect(serverErrorFrom(422, new Headers(), { code: 'X', message: 'm', fields: ['name'] }, NOW)).toEqual({
        status: 422,
        code: 'X',
        message: 'm',
      });
    });
  });
});
