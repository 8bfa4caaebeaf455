import type { SessionEndReason, SessionEvents } from '../../core/auth/ports/session-events.port';

export class SessionEventEmitter implements SessionEvents {
  private readonly listeners = new Set<(reason: SessionEndReason) => void>();

  ended(reason: SessionEndReason): void {
    for (const listener of [...this.listeners]) listener(reason);
  }

  onEnded(listener: (reason: SessionEndReason) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
