import { createContext } from 'react';

/** A page's head as its screen sets it (`usePageTitle`): the document's title and meta description. */
export interface PageHead {
  readonly title: string;
  readonly description: string;
}

/**
 * Where a render with no document to write to (the pages rendered in Node at build time, src/prerender)
 * collects the page's head; null in the browser, where `usePageTitle` sets the document's.
 */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);
