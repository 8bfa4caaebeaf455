/**
 * The cookies Google Analytics sets; `name*` stands for every name that starts with `name`. Apart
 * from the adapter (script-analytics.ts), which loads with its first use, as the configuration's default.
 */
export const DEFAULT_ANALYTICS_COOKIES: readonly string[] = ['_ga', '_ga_*', '_gid', '_gat', '_gat_*'];
