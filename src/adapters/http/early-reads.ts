// The reads the account page asks for at start, sent by its frame as the page is parsed
// (src/early/account-reads.ts), before the app's code has arrived, and taken by the app's HTTP client
// when it asks the same (issue 46 point 4: a first visit's balance and history wait for one round
// trip fewer). docs/decisions/serving-and-performance.md, "Customer pages: their frame prerendered…".
import { USER_PATHS } from '../../contract/user.contract';
import { WALLET_PATHS } from '../../contract/wallet.contract';
import { needsRenewal, type SavedTokens } from '../../core/auth/session';
import { historyPageQuery } from '../../core/wallet/use-cases/list-transactions';
import { apiUrl } from './api-url';
import { transactionsParams } from './transactions-params';

/** Where the frame leaves its reads for the app: a property of the page's window. */
export const EARLY_READS_KEY = '__circuloEarlyReads';
/** How long a read sent early may stand for the app's: the app asks within seconds of its start; later, it asks anew. */
export const EARLY_READS_FRESH_MS = 20_000;

/** A read sent by the frame: its address, the credentials it was sent with, when, and its answer. */
export interface EarlyRead {
  readonly url: string;
  readonly authorization: string;
  readonly sentAt: number;
  readonly answer: Promise<Response>;
}

/** Where the reads are left: the page's window (an object of the test's in a test). */
export type EarlyReadsHolder = Record<string, unknown>;

/**
 * The account's reads at start (AccountScreen's `reads`), addressed as the app's HTTP client addresses
 * them: the customer (the saved session's check), the balance, and the history's first page when the
 * address asks for no filter. The impact's count is left to the app: nothing painted first waits for it.
 */
export function accountStartReads(baseUrl: string, search: string): string[] {
  const reads = [apiUrl(baseUrl, USER_PATHS.user), apiUrl(baseUrl, WALLET_PATHS.balance)];
  const firstPage = transactionsParams(historyPageQuery({ sort: 'newest' }, 1));
  if (search === '' || search === '?') reads.push(apiUrl(baseUrl, WALLET_PATHS.transactions, firstPage));
  return reads;
}

/**
 * Sends `urls` with the saved session's access token, as the app would, and leaves them in `holder` for
 * the app. Nothing without a session, nor with one the app would renew before asking (its token would
 * not be the one these were sent with). Answers are never kept beyond the page: they live in its memory.
 */
export function sendEarlyReads(
  urls: readonly string[],
  saved: SavedTokens | null,
  now: number,
  send: typeof fetch,
  holder: EarlyReadsHolder,
): void {
  if (!saved || needsRenewal(saved)) return;
  const authorization = `Bearer ${saved.accessToken}`;
  holder[EARLY_READS_KEY] = urls.map((url): EarlyRead => {
    const answer = send(url, { headers: { Accept: 'application/json', Authorization: authorization }, credentials: 'same-origin' });
    // A read that fails is the app's to send again (takingEarlyReads): not an error of the page's.
    answer.catch(() => undefined);
    return { url, authorization, sentAt: now, answer };
  });
}

/** `answer`, or the signal's abort (the client's timeout), whichever comes first. */
function untilAborted(answer: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return answer;
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * `fetchFn`, but a GET the frame has sent already — the same address, the same credentials, sent less
 * than EARLY_READS_FRESH_MS ago — is answered with the frame's answer, once; if that read failed, the
 * request is sent anew. Anything else goes to `fetchFn`.
 */
export function takingEarlyReads(
  fetchFn: typeof fetch,
  holder: EarlyReadsHolder = globalThis as unknown as EarlyReadsHolder,
  now: () => number = () => Date.now(),
): typeof fetch {
  return (input, init) => {
    const reads = holder[EARLY_READS_KEY] as EarlyRead[] | undefined;
    if (!Array.isArray(reads) || reads.length === 0 || (init?.method ?? 'GET') !== 'GET') return fetchFn(input, init);
    const authorization = new Headers(init?.headers).get('Authorization');
    const at = reads.findIndex(
      (read) => read.url === String(input) && read.authorization === authorization && now() - read.sentAt < EARLY_READS_FRESH_MS,
    );
    if (at < 0) return fetchFn(input, init);
    const [read] = reads.splice(at, 1);
    return untilAborted(
      read!.answer.catch(() => fetchFn(input, init)),
      init?.signal,
    );
  };
}
