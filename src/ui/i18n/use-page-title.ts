import { useEffect } from 'react';
import { useT } from './use-t';

/** Sets the document title (and meta description) for the current screen, in the current language. */
export function usePageTitle(title: string, description?: string): void {
  const { t } = useT();
  const brand = t('common:brand.name');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      meta.content = description;
    }
  }, [title, description, brand]);
}
