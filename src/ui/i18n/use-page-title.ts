import { useContext, useEffect } from 'react';
import { PageHeadContext } from './page-head';
import { useT } from './use-t';

/**
 * Sets the document title and meta description for the current screen, in the current
 * language. A screen without its own description gets the site's, never the previous page's.
 * Rendered at build time (no document, no effects), it tells the prerender instead (PageHeadContext).
 */
export function usePageTitle(title: string, description?: string): void {
  const { t } = useT();
  const brand = t('common:brand.name');
  const text = description ?? t('common:home.description');
  const collect = useContext(PageHeadContext);
  collect?.({ title: title ? `${title} · ${brand}` : brand, description: text });
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = text;
  }, [title, text, brand]);
}
