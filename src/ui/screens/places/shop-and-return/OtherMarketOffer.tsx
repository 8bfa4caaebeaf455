import type { Locale } from '../../../../core/content/locale';
import { countryOf } from '../../../../core/places/country';
import { Button } from '../../../components/Button/Button';
import { marketName } from '../../../i18n/market-name';
import { useT } from '../../../i18n/use-t';
import styles from './ShopAndReturnScreen.module.css';

/**
 * A link to a bin of another market (issue 44, point 7): where the bin is, and the way to it — that
 * market, in its language, at the same address, where the bin opens. Said as a status, the button
 * next in the page's order (reached by Tab before the map).
 */
export function OtherMarketOffer({
  market,
  locale,
  onSwitch,
}: {
  /** The bin's market, which the link names. */
  readonly market: Locale;
  /** The market shown. */
  readonly locale: Locale;
  readonly onSwitch: (market: Locale) => void;
}) {
  const { t } = useT();
  const country = marketName(market, locale);
  return (
    <div role="status" className={`${styles.warning} ${styles.offer}`}>
      <p>{t('places:shopAndReturn.otherMarket.notice', { country, current: countryOf(locale).name })}</p>
      <Button variant="secondary" onClick={() => onSwitch(market)}>
        {t('places:shopAndReturn.otherMarket.switch', { country, language: countryOf(market).language })}
      </Button>
    </div>
  );
}
