import type { Analytics } from '../../src/core/shell/ports/analytics.port';

/** The tests' analytics: loads nothing, remembers what it was asked, so tests can check consent is honoured. */
export class RecordingAnalytics implements Analytics {
  enabled = false;
  /** Whether it was ever enabled in this page (a real script would still be running). */
  private loaded = false;
  readonly pages: string[] = [];

  enable(): void {
    this.enabled = true;
    this.loaded = true;
  }

  disable(): boolean {
    this.enabled = false;
    const wasLoaded = this.loaded;
    this.loaded = false;
    return wasLoaded;
  }

  pageView(path: string): void {
    if (this.enabled) this.pages.push(path);
  }
}
