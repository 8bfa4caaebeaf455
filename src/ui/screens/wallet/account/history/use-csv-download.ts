import { useEffect } from 'react';
import { useErrorText } from '../../../../i18n/use-error-text';
import { useT } from '../../../../i18n/use-t';
import { useStores } from '../../../../state/app-stores';
import type { downloadHistoryCsv } from './download-history-csv';

type Download = typeof downloadHistoryCsv;

let loaded: Download | null = null;
const load = () => import('./download-history-csv').then((m) => (loaded = m.downloadHistoryCsv));

/**
 * The CSV download, its code (the file's making, each market's spreadsheet convention) loaded once
 * the list is shown rather than with the page (issue 22). The click saves the file at once, within
 * the tap's activation; if the code has not arrived and cannot be had, a notification says so.
 */
export function useCsvDownload(listShown: boolean): Download {
  const { notifications } = useStores();
  const { t } = useT();
  const errorText = useErrorText();
  useEffect(() => {
    if (listShown && !loaded) load().catch(() => undefined);
  }, [listShown]);
  return (...args) => {
    if (loaded) return loaded(...args);
    load().then(
      (download) => download(...args),
      () => notifications.notify('error', t('errors:sww'), errorText('network_error') ?? undefined),
    );
  };
}
