import type { InMemoryBackend } from '../backend/in-memory-backend';
import type { BodyReader } from './body';
import type { Reply } from './reply';

/** One API request as a route reads it: its query, its body field by field, the bearer token and the idempotency key. */
export interface RouteRequest {
  /** The path asked for (a route of a pattern reads its parts from it). */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: BodyReader;
  readonly token: string | null;
  readonly idempotencyKey: string;
}

export type Handler = (request: RouteRequest, backend: InMemoryBackend) => Promise<Reply>;

/** A resource's calls by `METHOD path` (the paths are the contract's, src/contract). */
export type Routes = Readonly<Record<string, Handler>>;

export const route = (method: string, path: string): string => `${method} ${path}`;
