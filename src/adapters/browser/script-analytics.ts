import type { Analytics } from '../../core/shell/ports/analytics.port';

import { analyticsCookiesIn, DEFAULT_ANALYTICS_COOKIES } from './analytics-cookies';

type DataLayer = { push(entry: Record<string, unknown>): void };

/**
 * The analytics named in configuration (`VITE_ANALYTICS_URL`), loaded only once the visitor has
 * accepted analytics cookies; page views go to the usual `dataLayer` queue. Without a URL, or
 * before consent, nothing is loaded and nothing is sent. Withdrawn consent stops the page views
 * and removes the cookies the script set (`cookies`, names or `prefix*` patterns, from
 * `VITE_ANALYTICS_COOKIES`).
 */
export class ScriptAnalytics implements Analytics {
  private enabled = false;
  private script: HTMLScriptElement | null = null;

  constructor(
    private readonly url: string | null,
    private readonly cookies: readonly string[] = DEFAULT_ANALYTICS_COOKIES,
    private readonly doc: Document = document,
  ) {}

  enable(): void {
    if (this.enabled || !this.url) return;
    this.enabled = true;
    if (this.script) return;
    this.script = this.doc.createElement('script');
    this.script.src = this.url;
    this.script.async = true;
    this.doc.head.append(this.script);
  }

  disable(): boolean {
    this.enabled = false;
    removeCookies(this.doc, this.cookies);
    if (!this.script) return false;
    this.script.remove();
    this.script = null;
    return true;
  }

  pageView(path: string): void {
    if (!this.enabled) return;
    const w = this.doc.defaultView as (Window & { dataLayer?: DataLayer }) | null;
    if (!w) return;
    w.dataLayer ??= [] as unknown as DataLayer;
    w.dataLayer.push({ event: 'page_view', page_path: path });
  }
}

/**
 * Expires each matching cookie for this host and for every parent domain (analytics scripts set
 * theirs on the widest domain they can, e.g. `.circulo.example`), on the root path.
 */
function removeCookies(doc: Document, patterns: readonly string[]): void {
  const names = analyticsCookiesIn(doc.cookie, patterns);
  if (names.length === 0) return;
  const host = doc.location?.hostname ?? '';
  const labels = host.split('.');
  const domains = [''];
  if (labels.length > 1 && !/^[\d.]+$/.test(host)) {
    for (let i = 0; i < labels.length - 1; i += 1) domains.push(`; domain=.${labels.slice(i).join('.')}`);
  }
  for (const name of new Set(names)) {
    for (const domain of domains) doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/${domain}`;
  }
}
