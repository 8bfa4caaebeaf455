// First: takes the reset link's token out of the address before anything else can read it.
import './ui/app/start-first';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createContainer, preloadCustomerCode } from './composition/create-container';
import { App } from './ui/app/App';
import { createAppStores } from './ui/state/app-stores';
import { preloadScreen, preloadScreens, startReads } from './ui/app/routes';
import { prerenderedPage } from './ui/app/prerendered-page';
import { bootI18n } from './composition/boot-i18n';
import { requestedLocale } from './core/content/requested-locale';
import { takeOver } from './composition/early-actions';
import { preloadDemoBanner } from './ui/components/DemoBanner/DemoBannerSlot';
import { warmFormats } from './ui/i18n/warm-formats';
import { yieldToBrowser } from './composition/yield-to-browser';
import './ui/styles/global.css';

// No `import 'reflect-metadata'`: the app declares no decorator metadata, and inversify loads the
// lite polyfill it needs itself (docs/decisions.md, "Issue 11 — first paint").

async function start() {
  // The modules' evaluation was this task's work: the rest in tasks of their own.
  await yieldToBrowser();
  const profile = import.meta.env.MODE === 'demo' ? 'demo' : 'production';
  const { pathname, search } = window.location;
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  // A page the build rendered (scripts/prerender.mjs) says what it was rendered for: the first render
  // draws exactly that — its language, its banner or none — and hydrates it (issue 43).
  const page = prerenderedPage(root, pathname + search);
  // The first screen's chunk comes beside the composition and the texts, not after them; loaded
  // before the first render, it does not suspend (which would put a spinner over a prerendered page).
  const screen = preloadScreen(pathname);
  // The demo's banner too, so that it is there from the first render; production never loads it.
  const banner = import.meta.env.MODE !== 'production' && profile === 'demo' ? preloadDemoBanner() : null;
  const customerCode = preloadCustomerCode(profile, pathname);
  const container = await createContainer(profile);
  await yieldToBrowser();
  const headless = page ? page.variant === 'headless' : new URLSearchParams(search).has('headless');
  // The server picked the page's language (the saved choice's cookie, else the browser's languages).
  // An address that asks for another (?locale=, which the server does not read) gets the app drawn
  // anew in that language instead: hydrated, a part that hydrates later would meet other words.
  const asked = page ? requestedLocale(pathname, search) : null;
  const hydrated = page && (asked === null || asked === page.locale) ? page : null;

  // The saved session is checked now, beside the texts, not after the first render: a customer page
  // asks for the customer, then their money, as early as it can (issue 22 point 2). A hydrated page
  // draws it once hydrated (useSession).
  const stores = createAppStores(container, headless, hydrated);
  void stores.session.restore();
  startReads(pathname, search, stores);
  // While those answers travel — once the code that sends them is here, so as not to hold them
  // back — the money and date formatters the page will need (the first one costs the most).
  void customerCode.then(() => warmFormats(pathname));
  const i18n = await bootI18n(container, pathname, search, navigator.languages ?? [], hydrated?.locale);
  await screen;
  await banner;
  let drawn = false;
  // Drawn: what was typed and done on the page before is told to the app and done, once (on a page
  // drawn anew, its elements are gone: nothing is done in their stead); the root then loses
  // data-prerendered.
  const onDrawn = () => {
    if (drawn) return;
    drawn = true;
    void takeOver(root).then(() => root.removeAttribute('data-prerendered'));
  };
  const app = (
    <StrictMode>
      <App container={container} i18n={i18n} headless={headless} stores={stores} onDrawn={page ? onDrawn : undefined} />
    </StrictMode>
  );
  // A transition: React renders (or hydrates) the app in slices, yielding to the browser between
  // them, rather than in one long task that would hold a tap or a paint back (issue 22: blocking time).
  startTransition(() => {
    if (hydrated) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  // Then the other screens' code, while the browser is idle: not for a page shown alone (headless),
  // nor when the browser asks to save data, nor from the development server (a module per request).
  if (!import.meta.env.DEV && !headless && !(navigator as { connection?: { saveData?: boolean } }).connection?.saveData)
    void preloadScreens();
}

void start();
