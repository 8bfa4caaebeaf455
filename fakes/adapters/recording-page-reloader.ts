import type { PageReloader, ReloadNotice } from '../../src/core/shell/ports/page-reloader.port';

/** Remembers where the app asked to reload, instead of leaving the test page. */
export class RecordingPageReloader implements PageReloader {
  readonly visits: string[] = [];
  /** The notice each reload left for the page loaded again (undefined: none). */
  readonly notices: (ReloadNotice | undefined)[] = [];
  /** Whether the device is online (a test takes it offline). */
  online = true;
  /** What the page "loaded again" finds: a test sets it to play the page after such a reload. */
  pendingNotice: ReloadNotice | null = null;

  reloadAt(path: string, notice?: ReloadNotice): void {
    this.visits.push(path);
    this.notices.push(notice);
  }
  canReload(): boolean {
    return this.online;
  }
  noticeAfterReload(): ReloadNotice | null {
    const notice = this.pendingNotice;
    this.pendingNotice = null;
    return notice;
  }
}
