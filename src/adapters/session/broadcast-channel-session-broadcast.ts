import type { SessionBroadcast } from '../../core/auth/ports/session-broadcast.port';

interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: () => void): void;
}

/**
 * The other tabs hear it through a `BroadcastChannel` (no data crosses it: only "look again"); this
 * tab's listeners are called at once. Where the browser has no BroadcastChannel, the tabs still look
 * again when they are shown (SessionWatcher) and before every call (SessionRenewal).
 */
export class BroadcastChannelSessionBroadcast implements SessionBroadcast {
  private readonly listeners = new Set<() => void>();
  private channel: ChannelLike | null | undefined;

  constructor(
    private readonly open: () => ChannelLike | null = () =>
      typeof BroadcastChannel === 'function' ? new BroadcastChannel('circulo-session') : null,
  ) {}

  announce(): void {
    this.connect()?.postMessage('changed');
    this.hear();
  }

  onAnnounced(listener: () => void): () => void {
    this.connect();
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private hear(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private connect(): ChannelLike | null {
    if (this.channel === undefined) {
      this.channel = this.open();
      this.channel?.addEventListener('message', () => this.hear());
    }
    return this.channel;
  }
}
