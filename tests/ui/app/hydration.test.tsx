// Issue 43 point 2: every page the build renders (React's server renderer, src/prerender/entry.tsx)
// is hydrated by the app's first render without a single warning from React — whoever opens it: a
// first visit, a visitor whose consent is saved, a signed-in customer whose session is already back
// before React starts. React's development build, which says what differs (text, attributes, tree);
// the browser's production build tells only some of it. Then the page moves to what the browser knows.
import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { describe, expect, it, vi } from 'vitest';
import { FRAMED, PRERENDERED } from '../../../scripts/lib/routes.mjs';
import { pageRoot } from '../../../scripts/lib/server-dom.mjs';
import { NO_DEMO } from '../../../src/composition/bindings/no-demo';
import { bootI18n } from '../../../src/composition/boot-i18n';
import { createContainer } from '../../../src/composition/create-container';
import { TOKENS } from '../../../src/composition/tokens';
import { LOCALES, type Locale } from '../../../src/core/content/locale';
import { renderPage } from '../../../src/prerender/entry';
import { signInAsDemo } from '../../helpers/render-app';
import { App } from '../../../src/ui/app/App';
import { prerenderedPage, type Variant } from '../../../src/ui/app/prerendered-page';
import { preloadScreen } from '../../../src/ui/app/routes';
import { createAppStores } from '../../../src/ui/state/app-stores';

// React's act() outside Testing Library's: this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Who opens the page, and which of the build's variants the server sends them. */
const VISITORS = {
  'a first visit': { variant: 'banner', consent: null, signedIn: false },
  'a visitor whose consent is saved': { variant: 'chosen', consent: 'denied', signedIn: false },
  'a signed-in customer': { variant: 'chosen', consent: 'granted', signedIn: true },
} as const;
type Visitor = (typeof VISITORS)[keyof typeof VISITORS];

/** The page the server sends for `path`, as the build wrote its root (scripts/prerender.mjs). */
async function servedPage(path: string, locale: Locale, variant: Variant) {
  const page = await renderPage(path, locale, variant);
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-prerendered', locale);
  root.setAttribute('data-variant', variant);
  root.innerHTML = pageRoot(page.html).html;
  document.body.replaceChildren(root);
  return root;
}

/** The app as src/main.tsx starts it on that page, the visitor's browser as it is; React's warnings. */
async function hydrate(root: HTMLElement, path: string, locale: Locale, visitor: Visitor, followed?: string) {
  // The production build's browser: no demo bar (the build profile renders none outside the demo).
  const container = await createContainer('test', { DemoControls: NO_DEMO });
  container.get(TOKENS.LocaleStore).save(locale);
  if (visitor.consent) container.get(TOKENS.ConsentStore).save(visitor.consent);
  if (visitor.signedIn) await signInAsDemo(container, 'fr');
  // The browser's own location, as src/main.tsx has it when it starts.
  window.history.replaceState(null, '', path);
  const page = prerenderedPage(root, path)!;
  const stores = createAppStores(container, false, page);
  // The session is back before React starts: the hardest case for the first render.
  await stores.session.restore();
  const i18n = await bootI18n(container, path, '', [], page.locale);
  await preloadScreen(path);
  const warnings = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // A link tapped while React hydrates: the address has moved on before the router is hydrated.
  if (followed !== undefined) {
    await preloadScreen(followed);
    window.history.pushState(null, '', followed);
  }
  let drawn = false;
  // The browser's location, named: wouter's default, but the server renderer run in this process
  // leaves its own router in the context React reads (the "multiple renderers" below).
  const app = await act(async () =>
    hydrateRoot(
      root,
      <StrictMode>
        <App container={container} i18n={i18n} stores={stores} onDrawn={() => (drawn = true)} locationHook={useBrowserLocation} />
      </StrictMode>,
      { onRecoverableError: (error) => console.error('recoverable', error, (error as Error).cause) },
    ),
  );
  const said = warnings.mock.calls
    .map((args) =>
      args
        .map(String)
        .join(' ')
        .slice(0, Number(process.env.HYDRATION_SAY ?? 600)),
    )
    // The test's own doing: the server's renderer and the browser's run in one process here.
    .filter((s) => !s.startsWith('Detected multiple renderers concurrently rendering the same context provider'));
  // HYDRATION_SAY=6000: React's whole account of a difference (the tree, what the server and the client drew).
  warnings.mockRestore();
  return { app, said, drawn, stores };
}

const PATHS = [...Object.keys(PRERENDERED), ...FRAMED];

describe.each(LOCALES)('the pages the build renders, hydrated in %s', (locale) => {
  it.each(Object.entries(VISITORS))('by %s: not one warning from React, on any page', async (_who, visitor) => {
    const warned: string[] = [];
    for (const path of PATHS) {
      // A customer page's frame is sent only to a browser holding a session.
      if (path.startsWith('/user/') && !visitor.signedIn) continue;
      const root = await servedPage(path, locale, visitor.variant);
      const { app, said, drawn } = await hydrate(root, path, locale, visitor);
      warned.push(...said.map((s) => `${path}: ${s}`));
      expect(drawn, `${path}: hydrated`).toBe(true);
      act(() => app.unmount());
    }
    expect(warned).toEqual([]);
  });
});

describe('after hydration', () => {
  it('a signed-in customer is named in the menu: the restored session comes as an update, not in the first render', async () => {
    const root = await servedPage('/faq', 'en-GB', 'chosen');
    const { app, said, stores } = await hydrate(root, '/faq', 'en-GB', VISITORS['a signed-in customer']);
    expect(stores.session.state.status, 'restored before React started').toBe('authenticated');
    expect(said).toEqual([]);
    const name = stores.session.state.me?.name || stores.session.state.me?.email || '?';
    expect(root.textContent, 'the navbar names the customer').toContain(name);
    act(() => app.unmount());
  });

  it('a link tapped while the page hydrates: the page hydrates as the server sent it, then the new address is drawn', async () => {
    const root = await servedPage('/faq', 'fr-FR', 'chosen');
    const { app, said, drawn } = await hydrate(root, '/faq', 'fr-FR', VISITORS['a visitor whose consent is saved'], '/products');
    expect(said, 'no difference between the page and its hydration').toEqual([]);
    expect(drawn, 'hydrated').toBe(true);
    expect(root.querySelector('h1')?.textContent, 'the address followed is drawn').toBe('Produits');
    act(() => app.unmount());
  });
});
