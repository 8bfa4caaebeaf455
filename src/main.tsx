// First: takes the reset link's token out of the address before anything else can read it.
import './ui/app/start-first';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createContainer } from './composition/create-container';
import { App } from './ui/app/App';
import { preloadScreen } from './ui/app/routes';
import { bootI18n } from './composition/boot-i18n';
import { afterFirstRender, readTyped } from './composition/typed-before-start';
import { preloadDemoBanner } from './ui/components/DemoBanner/DemoBannerSlot';
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
  const container = await createContainer(profile);
  const i18n = await bootI18n(container, pathname, search, navigator.languages ?? []);
  await screen;
  await banner;
  const headless = new URLSearchParams(search).has('headless');
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  // A prerendered page (scripts/prerender.mjs) is painted already; the app renders over it, in the
  // customer's language and session, rather than hydrating it (docs/decisions.md says why).
  const typed = readTyped(root);
  createRoot(root).render(
    <StrictMode>
      <App container={container} i18n={i18n} headless={headless} />
    </StrictMode>,
  );
  afterFirstRender(root, typed);
}

void start();
