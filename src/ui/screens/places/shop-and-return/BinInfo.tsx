import { useId, type Ref } from 'react';
import type { Locale } from '../../../../core/content/locale';
import type { Bin } from '../../../../core/places/bin';
import type { BinMatch } from '../../../../core/places/bin-search';
import { directionsUrl } from '../../../../core/places/directions';
import { ExternalButtonLink } from '../../../components/Button/ButtonLink';
import { Card } from '../../../components/Card/Card';
import { CloseButton } from '../../../components/CloseButton/CloseButton';
import { formatDistance } from '../../../i18n/format-distance';
import { useT } from '../../../i18n/use-t';
import { ReportButton } from './ReportButton';
import { StatusLine } from './StatusLine';
import type { StatusShown } from './status-words';
import styles from './ShopAndReturnScreen.module.css';

/**
 * The info window of a bin: its retailer, details, distance when known and the way there. On the map
 * it floats on the pin; without a map (still loading, or failed) it is a card of the page.
 * Escape or the close button closes it.
 */
export function BinInfo({
  match,
  locale,
  headingRef,
  onClose,
  floating,
  status,
  onReport,
}: {
  readonly match: BinMatch;
  readonly locale: Locale;
  readonly headingRef: Ref<HTMLHeadingElement>;
  readonly onClose: () => void;
  readonly floating: boolean;
  readonly status: StatusShown | null;
  /** "Report a problem"; null when the server has no such call (then said in words). */
  readonly onReport: ((bin: Bin) => void) | null;
}) {
  const { t } = useT();
  const headingId = useId();
  const { bin, distanceKm } = match;
  return (
    <Card
      aria-labelledby={headingId}
      className={[styles.info, floating ? styles.floating : ''].join(' ')}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <div className={styles.infoHeader}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {bin.retailer.name}
        </h2>
        <CloseButton label={t('common:actions.close')} onClick={onClose} />
      </div>
      <p>{bin.details}</p>
      {status && (
        <p>
          <StatusLine {...status} />
        </p>
      )}
      {distanceKm !== null && (
        <p className={styles.muted}>{t('places:shopAndReturn.distance', { distance: formatDistance(distanceKm, locale) })}</p>
      )}
      <div className={styles.actions}>
        <ExternalButtonLink href={directionsUrl(bin)} newTabText={t('places:shopAndReturn.newTab')}>
          {t('places:shopAndReturn.startNavigation')}
        </ExternalButtonLink>
        {onReport && <ReportButton bin={bin} onReport={onReport} />}
      </div>
      {!onReport && <p className={styles.muted}>{t('places:shopAndReturn.report.notAvailable')}</p>}
    </Card>
  );
}
