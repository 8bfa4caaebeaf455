import { ApiClient, type ApiClientOptions } from './api-client';
import { takingEarlyReads } from './early-reads';

/**
 * The page's HTTP client: the app's ApiClient over a fetch that takes, once, the reads the account's
 * frame sent before the app had arrived (early-reads.ts).
 */
export function pageApiClient(options: ApiClientOptions): ApiClient {
  return new ApiClient({ ...options, fetchFn: takingEarlyReads(options.fetchFn ?? ((...args) => globalThis.fetch(...args))) });
}
