/**
 * The cookies Google Analytics sets; `name*` stands for every name that starts with `name`. Apart
 * from the adapter (script-analytics.ts), which loads with its first use, as the configuration's default.
 */
export const DEFAULT_ANALYTICS_COOKIES: readonly string[] = ['_ga', '_ga_*', '_gid', '_gat', '_gat_*'];

/** Whether `name` is one of `patterns` (a name, or `prefix*`). */
function isAnalyticsCookie(name: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => (p.endsWith('*') ? name.startsWith(p.slice(0, -1)) : name === p));
}

/** The names in a `document.cookie` string that are analytics cookies by `patterns`. */
export function analyticsCookiesIn(cookieHeader: string, patterns: readonly string[]): string[] {
  return cookieHeader
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name && isAnalyticsCookie(name, patterns));
}
