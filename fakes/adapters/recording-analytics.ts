import type { Analytics } from '../../src/core/shell/ports/analytics.port';

/** The demo's and tests' analytics: loads nothing, remembers what it was asked, so tests can check consent is honoured. */
export class RecordingAnalytics implements Analytics {
  enabled = false;
  readonly pages: string[] = [];

  enable(): void {
    this.enabled = true;
  }

  pageView(path: string): void {
    if (this.enabled) this.pages.push(path);
  }
}
