import type { PageReloader, ReloadNotice } from '../../core/shell/ports/page-reloader.port';

/** Where a reload's notice waits for the page loaded again: this tab only, a word and nothing personal. */
const NOTICE_KEY = 'circulo_reload_notice';
const NOTICES: readonly ReloadNotice[] = ['another_customer'];

export class LocationPageReloader implements PageReloader {
  reloadAt(path: string, notice?: ReloadNotice): void {
    if (notice) tabStorage()?.setItem(NOTICE_KEY, notice);
    window.location.assign(path);
  }

  canReload(): boolean {
    return navigator.onLine !== false;
  }

  noticeAfterReload(): ReloadNotice | null {
    const storage = tabStorage();
    const notice = storage?.getItem(NOTICE_KEY) ?? null;
    storage?.removeItem(NOTICE_KEY);
    return NOTICES.find((known) => known === notice) ?? null;
  }
}

function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
