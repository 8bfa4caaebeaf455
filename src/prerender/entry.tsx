// The prerender's entry (issue 43): the app's public pages and customer frames rendered in Node at
// build time by React's own server renderer, with the real App, its texts and its styles' class
// names. Built by Vite as a server bundle (`vite build --ssr src/prerender/entry.tsx`), imported by
// scripts/prerender.mjs, which writes the pages into the build. Never part of a browser's bundle.
//
// Like src/main.tsx it is a root of the app: it may import the UI, the composition and the adapters'
// i18n; never fakes/ (the build profile brings the demo's sign-in details itself) or tests/.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { BUILT_IN_FRENCH } from '../adapters/i18n/built-in-french';
import { createI18n } from '../adapters/i18n/i18n';
import { readConfig } from '../composition/config';
import { createContainer } from '../composition/create-container';
import { TOKENS } from '../composition/tokens';
import { LOCALES, type Locale } from '../core/content/locale';
import { NAMESPACES } from '../core/content/namespaces';
import type { ConsentChoice } from '../core/shell/ports/consent-store.port';
import { App } from '../ui/app/App';
import type { Variant } from '../ui/app/prerendered-page';
import { preloadScreen } from '../ui/app/routes';
import { preloadDemoBanner } from '../ui/components/DemoBanner/DemoBannerSlot';
import { PageHeadContext, type PageHead } from '../ui/i18n/page-head';
import { earlyLook, type EarlyLook } from '../ui/screens/wallet/copy/early-look';

export interface RenderedPage {
  /** The root's markup, as React's server renderer writes it. */
  readonly html: string;
  /** The head the page's screen set (none for a frame: its heading sets no title). */
  readonly head: PageHead | null;
  /** The language its texts are written in (<html lang>, as the app keeps it: App's useDocumentLanguage). */
  readonly lang: string;
  /**
   * The modules drawn beside the route's screen that the app loads apart (the demo's bar), as the
   * build's manifest keys them: the page links their styles too.
   */
  readonly parts: readonly string[];
}

/** The demo's bar: its own chunk, loaded before the first render where the demo controls are on (src/main.tsx). */
const DEMO_BANNER = 'src/ui/components/DemoBanner/DemoBanner.tsx';

/**
 * The visitor a variant is for: signed out, in `locale` (as chosen), with no consent choice made
 * (`banner`) or one made (`chosen`, `headless`: the banner is not drawn), never a cookie or a call.
 */
function visitor(locale: Locale, variant: Variant) {
  const consent: ConsentChoice | null = variant === 'banner' ? null : 'denied';
  return {
    ConsentStore: { load: () => consent, save: () => undefined },
    LocaleStore: { load: () => locale, save: () => undefined },
  };
}

async function toText(node: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  // Every boundary written in place, however long (React moves a long one to the end of the stream,
  // with a script to put it back: a page without scripts would show its fallback).
  const { prelude } = await prerenderToNodeStream(node, {
    onError: (error) => void errors.push(error),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length) throw new Error(`the render failed: ${errors.map((e) => (e instanceof Error ? e.stack : String(e))).join('; ')}`);
  return html;
}

/** The texts of `locale`, as the app loads them (the build's profile: the built-in files). */
async function textsOf(container: Awaited<ReturnType<typeof createContainer>>, locale: Locale) {
  return createI18n(container.get(TOKENS.TranslationSource), locale, NAMESPACES, { lastResort: BUILT_IN_FRENCH });
}

/**
 * Where the account's frame sends the page's reads before the app (src/adapters/http/early-reads.ts):
 * the build's API; none in the demo, whose server is in the app itself.
 */
export const earlyReadsApi: string | null = import.meta.env.MODE === 'demo' ? null : readConfig(import.meta.env).apiBaseUrl;

/** What the account's frame paints the device's copy with before the app runs, in `locale` (issue 46 point 4). */
export async function earlyLookFor(locale: Locale): Promise<EarlyLook> {
  const i18n = await textsOf(await createContainer('build', visitor(locale, 'chosen')), locale);
  return earlyLook(i18n.t, locale);
}

/** The page at `path` (a route's, or a customer page's frame) in `locale` and `variant`, rendered as the app draws it first. */
export async function renderPage(path: string, locale: Locale, variant: Variant): Promise<RenderedPage> {
  const container = await createContainer('build', visitor(locale, variant));
  const i18n = await textsOf(container, locale);
  // Loaded before the render, as the browser's start does: nothing suspends (routes.tsx, DemoBannerSlot).
  await preloadScreen(path);
  const demo = container.get(TOKENS.DemoControls).enabled;
  if (demo) await preloadDemoBanner();
  let head: PageHead | null = null;
  const location: [string, (to: string) => void] = [path, () => undefined];
  const html = await toText(
    <PageHeadContext.Provider value={(h) => void (head = h)}>
      <App container={container} i18n={i18n} headless={variant === 'headless'} locationHook={() => location} searchHook={() => ''} />
    </PageHeadContext.Provider>,
  );
  const written = i18n.t('common:textsLanguage');
  return { html, head, lang: LOCALES.find((l) => l === written) ?? i18n.language, parts: demo ? [DEMO_BANNER] : [] };
}
