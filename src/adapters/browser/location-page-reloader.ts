import type { PageReloader } from '../../composition/ui-ports';

export class LocationPageReloader implements PageReloader {
  reloadAt(path: string): void {
    window.location.assign(path);
  }
}
