import type { PageReloader } from '../../src/core/shell/ports/page-reloader.port';

/** Remembers where the app asked to reload, instead of leaving the test page. */
export class RecordingPageReloader implements PageReloader {
  readonly visits: string[] = [];
  /** Whether the device is online (a test takes it offline). */
  online = true;
  reloadAt(path: string): void {
    this.visits.push(path);
  }
  canReload(): boolean {
    return this.online;
  }
}
