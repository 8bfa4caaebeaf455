import type { AppBadge } from '../../src/core/shell/ports/app-badge.port';

/** Remembers the counts the app showed on its icon; `shown` plays the installed app (true) or a browser tab. */
export class RecordingAppBadge implements AppBadge {
  readonly counts: number[] = [];
  shown = true;

  show(count: number): void {
    this.counts.push(count);
  }

  /** The count on the icon now (0: none). */
  get count(): number {
    return this.counts.at(-1) ?? 0;
  }
}
