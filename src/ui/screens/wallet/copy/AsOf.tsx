import { LoadFailed } from '../../../components/Loaded/Loaded';
import { asOfWords } from './as-of-words';
import { useLocale } from '../../../i18n/use-locale';
import { useT } from '../../../i18n/use-t';
import type { ResourceState } from '../../../state/resource';
import { useStores } from '../../../state/app-stores';
import { useSession } from '../../../state/use-session';
import styles from './AsOf.module.css';

/**
 * The line that marks figures as the device's copy (issue 46 point 2): "as of 14:05", and what is
 * happening — updating, offline, or why the fresh read failed, with Retry (the one way a failed read
 * is said: `LoadFailed`). Empty once the fresh figures are shown; it keeps its line, so nothing under
 * it moves. A status: its changes are read out. Before the customer is known, the reads wait for the
 * saved session's check: when that could not be done (offline at a bin: point 3), its failure is the
 * copy's, and Retry checks the session again.
 */
export function AsOf({
  readAt,
  state,
  now,
  onRetry,
}: {
  /** When the copy shown was read; null once the fresh figures are shown. */
  readonly readAt: number | null;
  readonly state: Pick<ResourceState<unknown>, 'status' | 'error'>;
  readonly now: Date;
  readonly onRetry: () => void;
}) {
  const { t } = useT();
  const { locale } = useLocale();
  const { session } = useStores();
  const { me, restoreError } = useSession();
  const unchecked = !me && restoreError;
  const read = unchecked ? { status: 'error', error: restoreError } : state;
  const retry = unchecked ? () => void session.retryRestore() : onRetry;
  const failed = readAt !== null && read.status === 'error' ? (read.error?.code ?? null) : null;
  const kind = failed === null ? 'updating' : failed === 'offline' ? 'offline' : 'failed';
  return (
    <>
      <p className={styles.asOf} role="status">
        {readAt !== null && t(`wallet:copy.${kind}`, asOfWords(readAt, now, locale))}
      </p>
      {kind === 'failed' && failed && <LoadFailed error={failed} onRetry={retry} />}
    </>
  );
}
