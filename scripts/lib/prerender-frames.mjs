// The customer pages' frames (issue 22 point 2): what a customer page shows while the saved session is
// being checked — its heading, and its lead where it has one (the screen's `Heading`,
// src/ui/app/RequireSession.tsx), nothing of the customer's — rendered at build time by the app's
// server bundle (scripts/prerender.mjs, src/prerender/entry.tsx), in each language and variant, and
// served to a browser holding a session's cookie (deploy/nginx, scripts/lib/static-server.mjs) so that
// it is painted before the app's script has run. A visitor without a session gets the app's shell as
// before, and the app sends them to log in.
//
// Unlike the public pages, a frame keeps the app's shell as it is — its script asked for at once, its
// style sheets linked — so the customer's requests leave as early as before: only the root is filled.
import { withPageHead, withRoot } from './page-head.mjs';

/**
 * The app's shell with the frame in its root, the page's title, description and language, and `links`
 * (`<link>` elements) after the shell's: the style sheets of what the frame draws beyond the shell (the
 * demo's bar, the account's copy painted before the app), as `withLoadedStyles` writes them.
 */
export function framePageHtml(shell, shot, links = []) {
  const head = links.map((link) => `${link}\n  `).join('');
  return withRoot(withPageHead(shell, shot), shot.html, shot.lang, shot.variant).replace('</head>', () => `${head}</head>`);
}

/**
 * What the app asks for at its start on the frame's page, asked for by the page itself as it is parsed:
 * `modules` (paths: the screen's chunks and the customer code beside the shell's) as module preloads,
 * `texts` (the page's language's text files) as preloads of fetches — as the public pages' loader asks
 * for them (paint-first.js), here at once, the frame being painted without them. Without these the
 * browser learns of each only when the app's code before it has run: one round trip after another
 * (issue 46 point 4: 35 requests, the first visit's balance at 2.6 × the floor's paint).
 */
export function frameFetches({ modules, texts }) {
  return [
    ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...texts.map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`),
  ];
}
