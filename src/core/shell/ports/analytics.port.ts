/** Audience measurement. Nothing is loaded or sent before `enable()`, which follows consent. */
export interface Analytics {
  enable(): void;
  /**
   * Consent withdrawn or not given: no page view is sent any more and the analytics cookies are
   * removed. Returns true when an analytics script already ran in this page: only a reload stops it.
   */
  disable(): boolean;
  pageView(path: string): void;
}
