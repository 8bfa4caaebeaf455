// The script the account's frame runs first, in its <head> before any style sheet (one before it would
// hold an inline script back until it had arrived): the page's reads sent as the page is parsed, for the
// app to take (src/adapters/http/early-reads.ts). Built alone, as one function run at once; written only
// into the frames of a build whose server is over HTTP (data-reads: its API's base address).
import { CookieTokenStore } from '../adapters/cookies/cookie-token-store';
import { accountStartReads, sendEarlyReads, type EarlyReadsHolder } from '../adapters/http/early-reads';

try {
  const api = document.currentScript?.dataset.reads;
  if (api !== undefined) {
    sendEarlyReads(
      accountStartReads(api, location.search),
      new CookieTokenStore(document).load(),
      Date.now(),
      fetch,
      window as unknown as EarlyReadsHolder,
    );
  }
} catch {
  // Cookies blocked: the app sends its reads itself.
}
