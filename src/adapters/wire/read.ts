/**
 * Boundary validation: untrusted JSON in, domain types out, or a thrown InvalidResponse that the
 * gateway turns into `invalid_response`. Never a guess: a missing amount is an error, not a zero.
 */
export class InvalidResponse extends Error {}

export const fail = (what: string): never => {
  throw new InvalidResponse(what);
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A contract's body as it arrives: each of its fields may be anything until checked (src/contract names them). */
export type Untrusted<T> = { readonly [K in keyof T]?: unknown };

export const str = (v: unknown, what: string): string => (typeof v === 'string' ? v : fail(what));
export const optStr = (v: unknown): string | null => (typeof v === 'string' ? v : null);
export const num = (v: unknown, what: string): number => (typeof v === 'number' && Number.isFinite(v) ? v : fail(what));
export const positive = (v: unknown, what: string): number => (typeof v === 'number' && v > 0 && Number.isFinite(v) ? v : fail(what));
export const bool = (v: unknown): boolean => v === true;
export const rec = (v: unknown, what: string): Record<string, unknown> => (isRecord(v) ? v : fail(what));
/** An object whose fields are the contract's `T`, each still unchecked. */
export const fieldsOf = <T>(v: unknown, what: string): Untrusted<T> => rec(v, what) as Untrusted<T>;
export const list = (v: unknown, what: string): unknown[] => (Array.isArray(v) ? v : fail(what));

/** The `data` member of a `{ data }` envelope. */
export const dataOf = (body: unknown): unknown => rec(body, 'body').data;

/** A mapping's result, or null where the entry does not fit. */
export function orNull<T>(map: () => T): T | null {
  try {
    return map();
  } catch (e) {
    if (e instanceof InvalidResponse) return null;
    throw e;
  }
}
