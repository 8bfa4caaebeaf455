/** Audience measurement. Nothing is loaded or sent before `enable()`, which follows consent. */
export interface Analytics {
  enable(): void;
  pageView(path: string): void;
}
