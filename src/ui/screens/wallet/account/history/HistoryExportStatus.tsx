import { Button } from '../../../../components/Button/Button';
import { LoadFailed } from '../../../../components/Loaded/Loaded';
import { formatCount } from '../../../../i18n/format';
import { useLocale } from '../../../../i18n/use-locale';
import { useT } from '../../../../i18n/use-t';
import styles from './HistoryEnd.module.css';
import type { ExportState } from './use-history-export';

/**
 * The CSV export's progress (issue 42 point 3), said in a live region that is always in the page so
 * each change is read out: the transactions read so far while the pages are read, with Cancel; then
 * the file's size, or that it was cancelled. A failure is an alert with Resume.
 */
export function HistoryExportStatus({
  state,
  onCancel,
  onResume,
}: {
  readonly state: ExportState;
  readonly onCancel: () => void;
  readonly onResume: () => void;
}) {
  const { t } = useT();
  const { locale } = useLocale();
  const count = (rows: number) => ({ count: rows, rows: formatCount(rows, locale) });
  const said =
    state.kind === 'reading'
      ? t('wallet:history.export.reading', count(state.rows))
      : state.kind === 'done'
        ? t('wallet:history.export.done', count(state.rows))
        : state.kind === 'cancelled'
          ? t('wallet:history.export.cancelled')
          : '';
  return (
    <div className={styles.exportArea}>
      <p role="status" className={`${styles.more} ${styles.moreStatus}`}>
        {said}
      </p>
      {state.kind === 'reading' && (
        <div>
          <Button variant="ghost" onClick={onCancel}>
            {t('wallet:history.export.cancel')}
          </Button>
        </div>
      )}
      {state.kind === 'failed' && (
        <LoadFailed
          error={state.error.code}
          failed={t('wallet:history.export.failed', count(state.rows))}
          onRetry={onResume}
          retry={t('wallet:history.export.resume')}
        />
      )}
    </div>
  );
}
