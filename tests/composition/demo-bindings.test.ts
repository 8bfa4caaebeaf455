import { demoBindings } from '../../src/composition/bindings/demo';
import { productionBindings } from '../../src/composition/bindings/production';
import { money } from '../../src/core/shared/money';
import { DEFAULT_DEMO_LATENCY_MS } from '../../src/composition/demo-latency';
import { DEMO_STORAGE_KEY } from '../../fakes/demo-constants';
import type * as DemoBackend from '../../src/composition/bindings/demo-backend';

// The demo's fake server, as the demo bindings load it: counted here, so the test sees when it is loaded.
const started = vi.hoisted(() => ({ options: [] as Array<{ latencyMs: number }> }));
vi.mock('../../src/composition/bindings/demo-backend', async (importOriginal) => {
  const original = await importOriginal<typeof DemoBackend>();
  return {
    startDemoServer: (options: Parameters<typeof original.startDemoServer>[0]) => {
      started.options.push(options);
      return original.startDemoServer(options);
    },
  };
});

/** The demo build's own ports: its fake server stays unloaded until a call needs it. */
describe('demo bindings', () => {
  beforeEach(() => {
    started.options.length = 0;
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('start without the fake server: a public page (no call) never loads it, nor saves a world', () => {
    const { ports } = demoBindings();
    expect(ports.DemoControls.credentials).toEqual({ email: 'demo@example.com', password: 'demo1234' });
    expect(started.options).toHaveLength(0);
    expect(localStorage.getItem(DEMO_STORAGE_KEY)).toBeNull();
  });

  it('load it once, on the first call, and the demo account signs in', async () => {
    const { ports } = demoBindings();
    const [first, second] = await Promise.all([
      ports.AuthGateway.requestToken({ email: 'demo@example.com', password: 'demo1234' }, 'fr'),
      ports.BinsGateway.list('fr'),
    ]);
    expect(first.ok).toBe(true);
    expect(second.ok && second.value.bins.length).toBeGreaterThan(0);
    expect(started.options).toHaveLength(1);
    expect(started.options[0]?.latencyMs).toBe(DEFAULT_DEMO_LATENCY_MS);
    // The world is saved for the next visit.
    await vi.waitFor(() => expect(localStorage.getItem(DEMO_STORAGE_KEY)).not.toBeNull());
  });

  it('offer the demo mailbox, which loads the server when first opened', async () => {
    const { ports } = demoBindings();
    expect(await ports.AuthGateway.requestPasswordReset('demo@example.com', 'uk')).toEqual({ ok: true, value: undefined });
    const inbox = await ports.DemoControls.inbox();
    expect(inbox[0]).toMatchObject({ kind: 'reset_password', to: 'demo@example.com' });
    expect(started.options).toHaveLength(1);
  });

  it('answer with the latency asked for in the address, for loading states to be seen', async () => {
    window.history.replaceState(null, '', '/login?latency=250');
    const { ports } = demoBindings();
    const asked = performance.now();
    await ports.BinsGateway.list('jp');
    expect(started.options[0]?.latencyMs).toBe(250);
    expect(performance.now() - asked).toBeGreaterThanOrEqual(240);
  });
});

describe('the account’s copy on this browser (issue 44 point 4), in the demo and in production', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['demo', () => demoBindings()],
    ['production', () => productionBindings({}, vi.fn())],
  ])('%s: is kept in localStorage and wiped with the session’s cookies', async (_, bindings) => {
    const { ports } = bindings();
    ports.AccountSnapshotStore.write({ customer: 'demo-fr', balance: money(1250, 'EUR'), readAt: Date.now() });
    expect(localStorage.getItem('account-snapshot')).toContain('demo-fr');
    ports.TokenStore.clear();
    expect(localStorage.getItem('account-snapshot')).toBeNull();
  });
});
