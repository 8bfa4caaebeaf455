import { API_ROOT } from './envelope.contract';

/** GET /bins?country_code=: where the reverse vending machines are; public (docs/api-contract.md). */

/** One entry of GET /bins' `data`. */
export interface BinDto {
  readonly id: string;
  readonly lat: number;
  readonly lng: number;
  readonly details: string;
  readonly retailer: { readonly id: string; readonly name: string };
  /** Assumed (docs/api-contract.md): the bin's town or city. */
  readonly city?: string;
  /** Assumed (docs/api-contract.md): how its address is read, in kana (Japan). */
  readonly reading?: string;
  /** Assumed (docs/api-contract.md, issue 21): `open`, `full`, `out_of_order` or `unknown`, as last reported. */
  readonly status?: string;
  /** Assumed: when that status was reported (ISO 8601 instant). */
  readonly status_updated_at?: string;
}

export const PLACES_PATHS = { bins: `${API_ROOT}/bins` } as const;
