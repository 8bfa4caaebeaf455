import type { PageReloader } from '../../core/shell/ports/page-reloader.port';

export class LocationPageReloader implements PageReloader {
  reloadAt(path: string): void {
    window.location.assign(path);
  }

  canReload(): boolean {
    return navigator.onLine !== false;
  }
}
