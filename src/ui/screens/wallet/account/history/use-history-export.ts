import { useEffect, useRef, useState } from 'react';
import type { DomainError } from '../../../../../core/shared/domain-error';
import type { Transaction } from '../../../../../core/wallet/transaction';
import type { HistoryPages } from '../../../../state/history-pages';

/** Where the CSV export stands: the count of transactions read is what its progress says. */
export type ExportState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'reading'; readonly rows: number }
  | { readonly kind: 'failed'; readonly rows: number; readonly error: DomainError }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'done'; readonly rows: number };

/**
 * The CSV export of a history of any length (issue 42 point 3): the pages not read yet are read one
 * after the other into the list's own pages (the store's: the list shows them too, and nothing read is
 * read twice), then the file is saved with every row. A history already read whole is saved at once,
 * within the tap. A page that fails stops the export and says so; the pages read are kept and Resume
 * goes on from the failed one. Cancel, another export or leaving the page stops it after the page
 * being read, which is kept.
 */
export function useHistoryExport(list: HistoryPages, save: (rows: readonly Transaction[]) => void) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const run = useRef(0);
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  const start = async () => {
    const mine = ++run.current;
    for (let pages = list.state.value; pages && pages.next !== null; pages = list.state.value) {
      setState({ kind: 'reading', rows: pages.transactions.length });
      const error = await list.readMore();
      if (run.current !== mine) return;
      if (error) return setState({ kind: 'failed', rows: list.state.value?.transactions.length ?? 0, error });
    }
    const read = list.state.value;
    // Forgotten meanwhile (the customer signed out): nothing to save.
    if (!read) return setState({ kind: 'idle' });
    save(read.transactions);
    setState({ kind: 'done', rows: read.transactions.length });
  };
  const cancel = () => {
    run.current += 1;
    setState({ kind: 'cancelled' });
  };
  return { state, start, cancel };
}
