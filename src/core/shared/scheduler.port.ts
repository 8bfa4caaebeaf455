/**
 * Runs something later: the withdrawal's hold before it is sent (issue 47 point 3). Injectable so
 * that a test decides when a hold ends instead of waiting for it. Returns what cancels it.
 */
export interface Scheduler {
  after(ms: number, run: () => void): () => void;
}
