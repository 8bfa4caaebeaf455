/**
 * The demo's stand-in for a third-party analytics script, so that the consent flow can be seen
 * working without sending anything anywhere: once loaded (after "Accept analytics") it sets
 * cookies named like Google Analytics' and writes each page view to the console instead of a
 * server. The app treats it exactly as the real script (ScriptAnalytics).
 */
function standIn(): void {
  const id = `${Math.floor(Math.random() * 1e9)}.${Math.floor(Date.now() / 1000)}`;
  const year = 60 * 60 * 24 * 365;
  document.cookie = `_ga=GA1.1.${id}; path=/; max-age=${2 * year}; SameSite=Lax`;
  document.cookie = `_ga_DEMO=GS1.1.${id}; path=/; max-age=${2 * year}; SameSite=Lax`;
  const w = window as Window & { dataLayer?: Array<Record<string, unknown>> };
  const layer = (w.dataLayer ??= []);
  const send = (entry: Record<string, unknown> | undefined) => {
    if (entry?.event === 'page_view') console.info('[demo analytics] page view', String(entry.page_path));
  };
  layer.forEach(send);
  const push = layer.push.bind(layer);
  layer.push = (...entries: Array<Record<string, unknown>>) => {
    entries.forEach(send);
    return push(...entries);
  };
}

/** The stand-in as a script address of this page (a blob: URL): nothing is fetched from a server. */
export function demoAnalyticsScriptUrl(): string | null {
  if (typeof Blob === 'undefined' || typeof URL.createObjectURL !== 'function') return null;
  return URL.createObjectURL(new Blob([`(${standIn.toString()})();`], { type: 'text/javascript' }));
}
