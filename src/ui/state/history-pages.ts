import { proxy } from 'valtio';
import type { DomainError } from '../../core/shared/domain-error';
import type { Result } from '../../core/shared/result';
import { withPage, type TransactionPages } from '../../core/wallet/history-pages';
import { createResource, type Resource, type ResourceOptions } from './resource';

/** Reading the page after those read: its own state, apart from the first page's (the resource's). */
export interface MoreState {
  status: 'idle' | 'loading' | 'error';
  error: DomainError | null;
}

/**
 * One filter's history, read a page at a time (issue 42 point 3): the resource is the pages read so
 * far, its first read the first page; `readMore` adds the next one, as the customer scrolls or
 * exports. A re-read (a refresh, a withdrawal) starts again from the first page.
 */
export interface HistoryPages extends Resource<TransactionPages> {
  readonly more: MoreState;
  /**
   * Reads the page after those read and adds it; a call while one is read shares it. Answers the
   * error when it failed (the pages read are kept, and the next call asks for the same page again),
   * else null: added, none left, or the pages were read again meanwhile (the answer is then dropped).
   */
  readMore(): Promise<DomainError | null>;
}

export function createHistoryPages(
  read: (page: number) => Promise<Result<TransactionPages, DomainError>>,
  options: ResourceOptions,
): HistoryPages {
  const pages = createResource(() => read(1), options);
  const more = proxy<MoreState>({ status: 'idle', error: null });
  let reading: Promise<DomainError | null> | null = null;

  const readMore = (): Promise<DomainError | null> => {
    const from = pages.state.value;
    if (reading) return reading;
    if (!from || from.next === null) return Promise.resolve(null);
    more.status = 'loading';
    more.error = null;
    reading = read(from.next).then((result) => {
      reading = null;
      // Read again from the first page meanwhile: this page followed pages no longer shown.
      if (pages.state.value !== from) {
        more.status = 'idle';
        return null;
      }
      if (!result.ok) {
        Object.assign(more, { status: 'error', error: result.error });
        return result.error;
      }
      more.status = 'idle';
      pages.set(withPage(from, result.value));
      return null;
    });
    return reading;
  };

  const idle = () => Object.assign(more, { status: 'idle', error: null });
  return {
    ...pages,
    more,
    readMore,
    reload() {
      pages.reload();
      idle();
    },
    reset() {
      pages.reset();
      idle();
    },
  };
}
