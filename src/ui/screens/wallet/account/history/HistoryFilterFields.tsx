import {
  TRANSACTION_CATEGORIES,
  TRANSACTION_STATUSES,
  type TransactionCategory,
  type TransactionStatus,
} from '../../../../../core/wallet/transaction';
import { HISTORY_SORTS, type HistoryFilters } from '../../../../../core/wallet/history-query';
import { Button } from '../../../../components/Button/Button';
import { SelectField } from '../../../../components/TextField/SelectField';
import { useT } from '../../../../i18n/use-t';
import styles from './TransactionHistory.module.css';

/**
 * The history's filters: type, status and order (issue 8 point 4). On a phone they fold behind the
 * "Filter" button (HistoryFilterToggle) so the first transaction is on the first screen (issue 20,
 * point 7); from a tablet up they are always shown (`open` then only styles a phone).
 */
export function HistoryFilterFields({
  id,
  open,
  filters,
  choose,
  setFilters,
}: {
  readonly id: string;
  readonly open: boolean;
  readonly filters: HistoryFilters;
  readonly choose: (key: 'type' | 'status', value: string) => void;
  readonly setFilters: (next: HistoryFilters) => void;
}) {
  const { t } = useT();
  return (
    <fieldset id={id} className={styles.filters} data-open={open}>
      <legend>{t('wallet:history.filters')}</legend>
      <SelectField label={t('wallet:history.typeLabel')} value={filters.type ?? ''} onChange={(e) => choose('type', e.target.value)}>
        <option value="">{t('wallet:history.allTypes')}</option>
        {TRANSACTION_CATEGORIES.map((category: TransactionCategory) => (
          <option key={category} value={category}>
            {t(`wallet:history.type.${category}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('wallet:history.statusLabel')} value={filters.status ?? ''} onChange={(e) => choose('status', e.target.value)}>
        <option value="">{t('wallet:history.allStatuses')}</option>
        {TRANSACTION_STATUSES.map((status: TransactionStatus) => (
          <option key={status} value={status}>
            {t(`wallet:history.status.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('wallet:history.sortLabel')}
        value={filters.sort}
        onChange={(e) => setFilters({ ...filters, sort: e.target.value === 'oldest' ? 'oldest' : 'newest' })}
      >
        {HISTORY_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`wallet:history.sort.${sort}`)}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}

/** The phone's button that shows and hides the filters, with how many are in use. */
export function HistoryFilterToggle({
  controls,
  open,
  active,
  onToggle,
}: {
  readonly controls: string;
  readonly open: boolean;
  readonly active: number;
  readonly onToggle: () => void;
}) {
  const { t } = useT();
  return (
    <Button variant="secondary" className={styles.filterToggle} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {active > 0 ? t('wallet:history.filterButtonActive', { count: active }) : t('wallet:history.filterButton')}
    </Button>
  );
}
