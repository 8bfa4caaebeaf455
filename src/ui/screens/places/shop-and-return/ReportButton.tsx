import type { Bin } from '../../../../core/places/bin';
import { Button } from '../../../components/Button/Button';
import { useT } from '../../../i18n/use-t';
import styles from './ShopAndReturnScreen.module.css';

/** A flag: reporting a problem, as maps draw it. */
const Flag = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M5 21V4h10l1 2h4v10h-7l-1-2H7v7z" fill="currentColor" />
  </svg>
);

/** "Report a problem" beside a list entry and the info window's directions: a flag, named in words for whoever cannot see it (and shown as a tooltip). */
export function ReportButton({ bin, onReport }: { readonly bin: Bin; readonly onReport: (bin: Bin) => void }) {
  const { t } = useT();
  const name = t('places:shopAndReturn.report.buttonFor', { bin: `${bin.retailer.name}, ${bin.details}` });
  return (
    <Button variant="secondary" className={styles.reportIcon} aria-label={name} title={name} onClick={() => onReport(bin)}>
      <Flag />
    </Button>
  );
}
