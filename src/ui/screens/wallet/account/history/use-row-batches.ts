import { startTransition, useEffect, useState } from 'react';

/** Rows rendered at once: more than a screenful; the rest follow in non-blocking batches. */
export const FIRST_ROWS = 30;
const BATCH_ROWS = 200;

/**
 * How many of `total` rows to render now. A long history is usable at once: the first rows render
 * now, the others in transitions that yield to taps and scrolls, a batch at a time (each commit
 * stays short). Starts again from the first rows when the list is not ready (`total` null).
 */
export function useRowBatches(total: number | null): number {
  const [rows, setRows] = useState(FIRST_ROWS);
  if (total === null && rows !== FIRST_ROWS) setRows(FIRST_ROWS);
  useEffect(() => {
    if (rows < (total ?? 0)) startTransition(() => setRows((n) => n + BATCH_ROWS));
  }, [rows, total]);
  return rows;
}
