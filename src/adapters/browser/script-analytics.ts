import type { Analytics } from '../../core/shell/ports/analytics.port';

type DataLayer = { push(entry: Record<string, unknown>): void };

/**
 * The analytics named in configuration (`VITE_ANALYTICS_URL`), loaded only once the visitor has
 * accepted analytics cookies; page views go to the usual `dataLayer` queue. Without a URL, or
 * before consent, nothing is loaded and nothing is sent.
 */
export class ScriptAnalytics implements Analytics {
  private enabled = false;

  constructor(
    private readonly url: string | null,
    private readonly doc: Document = document,
  ) {}

  enable(): void {
    if (this.enabled || !this.url) return;
    this.enabled = true;
    const script = this.doc.createElement('script');
    script.src = this.url;
    script.async = true;
    this.doc.head.append(script);
  }

  pageView(path: string): void {
    if (!this.enabled) return;
    const w = this.doc.defaultView as (Window & { dataLayer?: DataLayer }) | null;
    if (!w) return;
    w.dataLayer ??= [] as unknown as DataLayer;
    w.dataLayer.push({ event: 'page_view', page_path: path });
  }
}
