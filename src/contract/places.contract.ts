import { API_ROOT } from './envelope.contract';

/** GET /bins?country_code=: where the reverse vending machines are; public (docs/api-contract.md). */

/** One entry of GET /bins' `data`. */
export interface BinDto {
  readonly id: string;
  readonly lat: number;
  readonly lng: number;
  readonly details: string;
  readonly retailer: { readonly id: string; readonly name: string };
  /** Assumed (docs/api-contract.md, issue 44): the postal address of the bin's shop, where directions lead. */
  readonly address?: string;
  /** Assumed (docs/api-contract.md): the bin's town or city. */
  readonly city?: string;
  /** Assumed (docs/api-contract.md): how its address is read, in kana (Japan). */
  readonly reading?: string;
  /** Assumed (docs/api-contract.md, issue 21): `open`, `full`, `out_of_order` or `unknown`, as last reported. */
  readonly status?: string;
  /** Assumed: when that status was reported (ISO 8601 instant). */
  readonly status_updated_at?: string;
}

/** POST /bins/{id}/reports' body (assumed, issue 21): the reason, and with `other` a short note. */
export interface BinReportBody {
  readonly reason: string;
  readonly note?: string;
}

/** Its answer's `data` (201): when the report was received. */
export interface BinReportDto {
  readonly id: string;
  readonly created_at: string;
}

export const PLACES_PATHS = { bins: `${API_ROOT}/bins` } as const;

/** Where a bin's problems are reported (assumed). */
export const binReportsPath = (binId: string): string => `${PLACES_PATHS.bins}/${encodeURIComponent(binId)}/reports`;
