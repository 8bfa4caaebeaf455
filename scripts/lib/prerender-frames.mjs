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
 * The app's shell with the frame in its root, the page's title, description and language, and
 * `stylesheets` linked after the shell's (what the frame draws beyond the shell: the demo's bar, the
 * account's copy painted before the app).
 */
export function framePageHtml(shell, shot, stylesheets = []) {
  const links = stylesheets
    .filter((href) => !shell.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">\n  `)
    .join('');
  return withRoot(withPageHead(shell, shot), shot.html, shot.lang, shot.variant).replace('</head>', () => `${links}</head>`);
}
