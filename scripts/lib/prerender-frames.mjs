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
