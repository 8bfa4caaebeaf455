// Types of detectors.mjs, for the vitest file that shows each detector failing (tests/ui/sweep-detectors.test.ts).
export interface TextItem {
  readonly text: string;
  readonly kind: string;
  readonly lang: string;
  readonly where?: string;
}
export interface Candidates {
  readonly exact: Map<string, string>;
  readonly patterns: readonly { readonly re: RegExp; readonly from: string }[];
}
export interface Knowledge {
  readonly namespaces: Set<string>;
  readonly heads: Set<string>;
  readonly keys: Set<string>;
  readonly wrong: Record<string, Candidates>;
}
export interface OverflowProbe {
  readonly innerWidth: number;
  readonly scrollWidth: number;
  readonly widest: { readonly where: string; readonly left: number; readonly right: number } | null;
}
export function normalize(text: string): string;
export function escapeRe(text: string): string;
export function ambiguous(text: string): boolean;
export function buildKnowledge(
  entriesByLocale: Record<string, Map<string, string>>,
  options?: { readonly properNames?: readonly string[] },
): Knowledge;
export function wrongLanguageCandidates(
  entriesByLocale: Record<string, Map<string, string>>,
  locale: string,
  properNames?: readonly string[],
): Candidates;
export function sameLanguage(lang: string, pageLocale: string): boolean;
export function findRawKeys(items: readonly TextItem[], knowledge: Knowledge): string[];
export function findWrongLanguage(items: readonly TextItem[], locale: string, knowledge: Knowledge): string[];
export function findLatinInJapanese(items: readonly TextItem[], options?: { readonly allowedNames?: readonly string[] }): string[];
export function describeOverflow(probe: OverflowProbe): string[];
/** A card's box in the page (page coordinates), named by its heading. */
export interface CardBox {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
  readonly name: string;
}
export function describeTouchingCards(boxes: readonly CardBox[]): string[];
