/* global document, history, location -- the functions given to page.evaluate run inside the page */
// The customer pages' frames (issue 22 point 2): what a customer page shows while the saved session is
// being checked — its heading, and its lead where it has one (the screen's `Heading`,
// src/ui/app/RequireSession.tsx), nothing of the customer's — rendered by the built app at build time
// (scripts/prerender.mjs), in each language and variant, and served to a browser holding a session's
// cookie (deploy/nginx, scripts/lib/static-server.mjs) so that it is painted before the app's script
// has run. A visitor without a session gets the app's shell as before, and the app sends them to log in.
//
// The app renders a frame with a session's cookies that no server will ever answer for: the check of
// the session is held (nothing leaves for /api/), so the page stays in that state while it is copied.
// Unlike the public pages, a frame keeps the app's shell as it is — its script asked for at once, its
// style sheets linked — so the customer's requests leave as early as before: only the root is filled.
import { TOKEN_COOKIES } from '../../src/adapters/cookies/token-cookie-names.js';
import { FRAMED } from './routes.mjs';
import { withPageHead, withRoot } from './page-head.mjs';

/** The cookies of a session that is never answered for (its tokens are not tokens). */
function sessionCookies(origin) {
  const expiresAt = String(Date.now() + 3_600_000);
  const values = { [TOKEN_COOKIES.access]: 'prerender', [TOKEN_COOKIES.refresh]: 'prerender', [TOKEN_COOKIES.expiresAt]: expiresAt };
  return Object.entries(values).map(([name, value]) => ({ name, value, url: origin }));
}

/** The frame of the page at `route`, reached by the app's own navigation (history.pushState). */
async function frameOf(page, route, copy) {
  await page.evaluate((to) => {
    for (const h of document.querySelectorAll('h1')) h.dataset.prerenderLeft = '';
    history.pushState(null, '', to);
  }, route);
  // Drawn: still at this page (not sent to log in), a heading of its own above the loading state of
  // a session still being checked.
  const framed = (to) =>
    location.pathname === to &&
    document.querySelector('main h1:not([data-prerender-left])') !== null &&
    document.querySelector('main .page > [role="status"]') !== null;
  await page.waitForFunction(framed, route, { timeout: 20_000 });
  const shot = await copy(page);
  if (!(await page.evaluate(framed, route)))
    throw new Error(`the frame of ${route} was left before it was copied (the session's check answered?)`);
  return shot;
}

/**
 * Renders every framed route (FRAMED) in `context` (its language and variant set up by the caller),
 * on the app served at `origin`, started at `boot` (a path that is no framed page, with the query the
 * app starts with: `?headless`). `copy` turns the page into { html, title, description, lang } as the
 * public pages are copied. Returns [{ route, shot }].
 */
export async function renderFrames(context, { origin, boot, copy }) {
  await context.addCookies(sessionCookies(origin));
  // The session's check, and the reads started beside it, never answered: the app stays in the frame.
  await context.route(`${origin}/api/**`, () => {});
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  try {
    const frames = [];
    for (const route of FRAMED) {
      // The app started again for each frame: it gives the session's check, held here, its requests'
      // time (15 s, src/adapters/http/api-client.ts) and then sends the visitor to log in, and three
      // frames copied in one visit outlasted that on a busy machine.
      await page.goto(`${origin}${boot}`);
      await page.locator('main h1').first().waitFor({ timeout: 20_000 });
      const shot = await frameOf(page, route, copy);
      if (errors.length) throw new Error(`the frame of ${route} failed in the browser: ${errors.join('; ')}`);
      frames.push({ route, shot });
    }
    return frames;
  } finally {
    await page.close();
  }
}

/** The app's shell with the frame in its root, the page's title, description and language: nothing else changed. */
export const framePageHtml = (shell, shot) => withRoot(withPageHead(shell, shot), shot.html, shot.lang, shot.variant);
