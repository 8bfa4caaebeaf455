import type { SessionEvents } from '../../core/auth/ports/session-events.port';

export class SessionEventEmitter implements SessionEvents {
  private readonly listeners = new Set<() => void>();

  ended(): void {
    for (const listener of [...this.listeners]) listener();
  }

  onEnded(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
