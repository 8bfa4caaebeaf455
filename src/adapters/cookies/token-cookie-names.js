// @ts-check
// The cookies that hold a customer's session (src/adapters/cookies/cookie-token-store.ts), named once:
// the server reads them too, to serve a customer page's prerendered frame only to a browser holding a
// session (deploy/nginx/site.conf.template, scripts/lib/static-server.mjs, scripts/prerender.mjs).

export const TOKEN_COOKIES = /** @type {const} */ ({
  access: 'access_token',
  refresh: 'refresh_token',
  expiresAt: 'token_expires_at',
  lifetime: 'token_lifetime',
  // The sign-in the tokens belong to and its customer's id ("<session>|<customer>"): which customer
  // every tab of the browser is signed in as (issue 42). Not a credential.
  owner: 'session_owner',
});
