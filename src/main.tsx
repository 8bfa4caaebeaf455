// First: takes the reset link's token out of the address before anything else can read it.
import './ui/app/start-first';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createContainer, preloadCustomerCode } from './composition/create-container';
import { App } from './ui/app/App';
import { createAppStores } from './ui/state/app-stores';
import { preloadScreen, startReads } from './ui/app/routes';
import { bootI18n } from './composition/boot-i18n';
import { afterFirstRender, watchTyped } from './composition/typed-before-start';
import { preloadDemoBanner } from './ui/components/DemoBanner/DemoBannerSlot';
import { warmFormats } from './ui/i18n/warm-formats';
import './ui/styles/global.css';

// No `import 'reflect-metadata'`: the app declares no decorator metadata, and inversify loads the
// lite polyfill it needs itself (docs/decisions.md, "Issue 11 — first paint").

async function start() {
  const profile = import.meta.env.MODE === 'demo' ? 'demo' : 'production';
  const { pathname, search } = window.location;
  // The first screen's chunk comes beside the composition and the texts, not after them; loaded
  // before the first render, it does not suspend (which would put a spinner over a prerendered page).
  const screen = preloadScreen(pathname);
  // The demo's banner too, so that it is there from the first render; production never loads it.
  const banner = profile === 'demo' ? preloadDemoBanner() : null;
  const customerCode = preloadCustomerCode(profile, pathname);
  const container = await createContainer(profile);
  const headless = new URLSearchParams(search).has('headless');
  // The saved session is checked now, beside the texts, not after the first render: a customer page
  // asks for the customer, then their money, as early as it can (issue 22 point 2).
  const stores = createAppStores(container, headless);
  void stores.session.restore();
  startReads(pathname, search, stores);
  // While those answers travel — once the code that sends them is here, so as not to hold them
  // back — the money and date formatters the page will need (the first one costs the most).
  void customerCode.then(() => warmFormats(pathname));
  const i18n = await bootI18n(container, pathname, search, navigator.languages ?? []);
  await screen;
  await banner;
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  // A prerendered page (scripts/prerender.mjs) is painted already; the app renders over it, in the
  // customer's language and session, rather than hydrating it (docs/decisions.md says why).
  const typed = watchTyped(root);
  // A transition: React renders the app in slices, yielding to the browser between them, rather than
  // in one long task that would hold a tap or a paint back (issue 22: blocking time).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App container={container} i18n={i18n} headless={headless} stores={stores} />
      </StrictMode>,
    ),
  );
  afterFirstRender(root, typed);
}

void start();
