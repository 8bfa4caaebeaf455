/** A pick-up bin at a shop (spec §3). */
export interface Bin {
  readonly id: string;
  readonly lat: number;
  readonly lng: number;
  readonly details: string;
  readonly retailer: { readonly id: string; readonly name: string };
}
