// @vitest-environment node
import { BundledTranslations } from '../../fakes/adapters/bundled-translations';
import { createDemoWorld } from '../../fakes/demo-world';
import { startFakeApiServer, type RunningFakeApi } from '../../fakes/http/server';
import { createI18n } from '../../src/adapters/i18n/i18n';
import { ContentServiceTranslations } from '../../src/adapters/i18n/content-service';
import { LayeredTranslations, overlay } from '../../src/adapters/i18n/content-service-translations';
import { NAMESPACES } from '../../src/core/content/namespaces';

const TOKEN = 'content-token-for-tests';
const builtIn = new BundledTranslations();

describe('texts from the content service over the built-in ones', () => {
  let server: RunningFakeApi;
  beforeEach(async () => {
    server = await startFakeApiServer(await createDemoWorld({ seed: 1 }), {
      contentToken: TOKEN,
      translations: {
        'en-GB': { auth: { login: { title: 'Sign in to Circulo', unknownKey: 'ignored', failed: { nested: 'wrong kind' } } } },
        'ja-JP': 'not an object' as never,
      },
    });
  });
  afterEach(() => server.close());

  // A service answering in time, however busy the machine (a test of a slow service gives its own
  // short timeout): at 1 s, a saturated run aborted the request before the server had it.
  const service = (token = TOKEN, timeoutMs = 10_000) => new ContentServiceTranslations({ baseUrl: server.url, token, timeoutMs });

  it('asks GET /translation?locale= with the fixed bearer credential, once per language', async () => {
    const source = new LayeredTranslations(builtIn, service());
    await Promise.all(NAMESPACES.map((ns) => source.load('en-GB', ns)));
    await Promise.all(NAMESPACES.map((ns) => source.edits('en-GB', ns)));
    const asked = server.requests.filter((r) => r.path === '/translation');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.query).toEqual({ locale: 'en-GB' });
    expect(asked[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('lays the edited texts over the built-in ones, taking only known keys of the same kind', async () => {
    const i18n = await createI18n(new LayeredTranslations(builtIn, service()), 'en-GB', NAMESPACES);
    // The edits come after the first paint (they never hold it).
    await vi.waitFor(() => expect(i18n.t('auth:login.title')).toBe('Sign in to Circulo'), { timeout: 10_000 });
    expect(i18n.t('auth:login.failed')).toBe('Login failed');
    expect(i18n.exists('auth:login.unknownKey')).toBe(false);
  });

  it.each([
    ['a language the service does not have (404)', 'fr-FR' as const, TOKEN],
    ['a malformed answer', 'ja-JP' as const, TOKEN],
    ['a refused credential (401)', 'en-GB' as const, 'wrong-token'],
  ])('keeps the built-in texts for %s', async (_case, locale, token) => {
    const source = new LayeredTranslations(builtIn, service(token));
    const i18n = await createI18n(source, locale, NAMESPACES);
    expect(await source.edits(locale, 'auth')).toBeNull();
    const reference = await builtIn.load(locale, 'auth');
    expect(i18n.t('auth:login.title')).toBe(reference.ok && (reference.value.login as { title: string }).title);
  });

  it('keeps the built-in texts when the service is down or too slow', async () => {
    server.backend.failNext('server_error');
    const down = await createI18n(new LayeredTranslations(builtIn, service()), 'en-GB', NAMESPACES);
    expect(down.t('auth:login.title')).toBe('Log in');
    server.backend.failNext('timeout');
    const slowSource = new LayeredTranslations(builtIn, service(TOKEN, 200));
    const slow = await createI18n(slowSource, 'en-GB', NAMESPACES);
    expect(slow.t('auth:login.title')).toBe('Log in');
    expect(await slowSource.edits('en-GB', 'auth')).toBeNull();
    expect(slow.t('auth:login.title')).toBe('Log in');
  });

  it('uses the built-in texts alone when no credential is configured', async () => {
    const i18n = await createI18n(new LayeredTranslations(builtIn, null), 'en-GB', NAMESPACES);
    expect(i18n.t('auth:login.title')).toBe('Log in');
    expect(server.requests).toHaveLength(0);
  });
});

describe('an edited text whose placeholders the app does not fill (issue 42 point 4)', () => {
  const base = {
    sentBody: 'If an account exists for {{email}}, a link is on its way.',
    resendIn: 'Send a new code ({{wait}})',
    items_one: 'One item',
    items_other: '{{count}} items',
    title: 'Log in',
  };

  it.each([
    ['an unknown placeholder', 'sentBody', 'A link is on its way to {{name}}.', false],
    ['a known one beside an unknown one', 'sentBody', 'If {{email}} is yours, {{name}}, a link is on its way.', false],
    ['a misspelt one', 'resendIn', 'New code in {{wiat}}', false],
    ['a placeholder where the built-in text has none', 'title', 'Log in, {{name}}', false],
    ['braces left open', 'resendIn', 'New code in {{wait}', false],
    ['braces left closed', 'resendIn', 'New code in wait}}', false],
    ['the same placeholder', 'sentBody', 'A link is on its way to {{email}}, if it is an account.', true],
    ['fewer placeholders', 'resendIn', 'Send a new code', true],
    ['a spaced placeholder', 'resendIn', 'New code in {{ wait }}', true],
    ['a placeholder of the plural forms of the same text', 'items_one', '{{count}} item', true],
    ['no placeholder', 'title', 'Sign in', true],
  ] as const)('an edit with %s: taken %s', (_, key, edited, taken) => {
    expect(overlay(base, { [key]: edited })).toEqual(taken ? { ...base, [key]: edited } : base);
  });

  it('the app shows the built-in text of that key, never the placeholder, and takes the other edits', async () => {
    const server = await startFakeApiServer(await createDemoWorld({ seed: 1 }), {
      contentToken: TOKEN,
      translations: {
        'en-GB': { auth: { login: { title: 'Sign in to Circulo' }, verify: { codeHint: 'Sent to {{name}} just now.' } } },
      },
    });
    try {
      const service = new ContentServiceTranslations({ baseUrl: server.url, token: TOKEN, timeoutMs: 10_000 });
      const i18n = await createI18n(new LayeredTranslations(builtIn, service), 'en-GB', NAMESPACES);
      await vi.waitFor(() => expect(i18n.t('auth:login.title')).toBe('Sign in to Circulo'), { timeout: 10_000 });
      expect(i18n.t('auth:verify.codeHint', { email: 'ana@example.com' })).toBe(
        'We sent it to ana@example.com. It can take a minute to arrive.',
      );
    } finally {
      await server.close();
    }
  });
});
