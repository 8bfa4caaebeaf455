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
}

export const PLACES_PATHS = { bins: `${API_ROOT}/bins` } as const;
