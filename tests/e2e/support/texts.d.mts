// Types of texts.mjs (the app's own texts, read from src/ui/locales).
export const LOCALES: readonly ['en-US', 'en-GB', 'en-CA', 'fr-FR', 'ja-JP'];
export function flatten(tree: object, prefix?: string): [string, string][];
export function bundles(locale: string): Record<string, object>;
export function entries(locale: string): Map<string, string>;
export function t(locale: string, key: string, values?: Record<string, string | number>): string;
export { escapeRe } from './detectors.mjs';
export const PROPER_NAMES: readonly string[];
export function sweepKnowledge(): import('./detectors.mjs').Knowledge;
