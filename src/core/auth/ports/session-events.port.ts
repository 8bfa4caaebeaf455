/** Tells whoever listens (the UI) that the session ended on its own, e.g. a refused refresh. */
export interface SessionEvents {
  ended(): void;
  /** Returns the way to stop listening. */
  onEnded(listener: () => void): () => void;
}
