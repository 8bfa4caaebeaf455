import { Container } from 'inversify';
import type { PortBindings } from './bindings/port-bindings';
import { TOKENS, type PortName, type Ports } from './tokens';
import { USE_CASES, type UseCaseName } from './use-cases';

/** `build`: the pages rendered in Node at build time (src/prerender, issue 43), never in a browser. */
export type Profile = 'production' | 'demo' | 'test' | 'build';
export type Overrides = Partial<Ports>;

/**
 * Loads the profile's port bindings. The demo and test branches are dead code in a
 * production build (Vite replaces import.meta.env.MODE), so the fakes never reach dist/.
 */
async function loadBindings(profile: Profile): Promise<PortBindings> {
  if (profile === 'production') return (await import('./bindings/production')).productionBindings();
  // Only in the server build of the prerender entry (vite build --ssr), and the tests that render as
  // it does (tests/ui/app/hydration.test.tsx): no browser's bundle holds it.
  if ((import.meta.env.SSR || import.meta.env.MODE === 'test') && profile === 'build')
    return (await import('./bindings/build')).buildBindings();
  if (import.meta.env.MODE !== 'production') {
    if (profile === 'demo') return (await import('./bindings/demo')).demoBindings();
    if (profile === 'test') return (await import('./bindings/test')).testBindings();
  }
  throw new Error(`The ${profile} profile is not part of this build`);
}

/**
 * On a customer page (/user/…) the session is restored at once and the page's money asked for next:
 * the code those calls need starts downloading now, beside the bindings, rather than after them
 * (issue 22 point 2) — the HTTP client and the customer's gateways (in the demo, its server), and on
 * the withdrawal its terms' use case. Resolves once that code is here (loaded or failed: each call
 * then says offline itself), which is when the page's first requests leave.
 */
export function preloadCustomerCode(profile: Profile, pathname: string): Promise<void> {
  if (!pathname.startsWith('/user/')) return Promise.resolve();
  const loads: Array<Promise<unknown>> = [];
  // The withdrawal's terms: a use case loaded with its first use (the home route's budget).
  if (pathname.startsWith('/user/withdraw')) loads.push(import('../core/wallet/use-cases/get-withdrawal-terms'));
  // The device's copy of the account, kept after each read and painted at once (the account and the withdrawal show it).
  loads.push(import('./account-copy'), import('../adapters/browser/account-snapshot-json'));
  if (profile === 'production') {
    loads.push(import('./bindings/customer-gateways'), import('../adapters/http/page-api-client'));
  } else if (import.meta.env.MODE !== 'production' && profile === 'demo') {
    loads.push(import('./bindings/demo-backend'));
  }
  return Promise.all(loads.map((load) => load.catch(() => undefined))).then(() => undefined);
}

/** The composition root: the profile decides the ports; use cases are the same for all. */
export async function createContainer(profile: Profile, overrides: Overrides = {}): Promise<Container> {
  const bindings = await loadBindings(profile);
  const ports: Ports = { ...bindings.ports, ...overrides };
  const container = new Container({ defaultScope: 'Singleton' });
  for (const name of Object.keys(ports) as PortName[]) {
    container.bind(TOKENS[name]).toConstantValue(ports[name]);
  }

  // Use cases are the same for every profile (use-cases.ts); only the ports above differ.
  for (const name of Object.keys(USE_CASES) as UseCaseName[]) {
    container.bind(TOKENS[name]).toDynamicValue(() => USE_CASES[name](ports));
  }
  // The gateways renew sessions through the use case, which itself needs a gateway: wired last.
  const refresh = container.get(TOKENS.RefreshSession);
  bindings.renewal.useRenewer((refused) => refresh.execute(refused === undefined ? {} : { refusedAccessToken: refused }));
  bindings.extras?.(container);
  return container;
}
