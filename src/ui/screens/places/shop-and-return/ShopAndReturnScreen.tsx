import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { Locale } from '../../../../core/content/locale';
import { countryOf } from '../../../../core/places/country';
import { Button } from '../../../components/Button/Button';
import { RichText } from '../../../components/RichText/RichText';
import { LoadFailed } from '../../../components/Loaded/Loaded';
import { Loading } from '../../../components/Loading/Loading';
import { CheckboxField } from '../../../components/TextField/CheckboxField';
import { SelectField } from '../../../components/TextField/SelectField';
import { TextField } from '../../../components/TextField/TextField';
import { useLocale } from '../../../i18n/use-locale';
import { useMediaQuery } from '../../../state/use-media-query';
import { usePageTitle } from '../../../i18n/use-page-title';
import { useT } from '../../../i18n/use-t';
import mapStyles from '../map.module.css';
import { BinInfo } from './BinInfo';
import { BinList } from './BinList';
import { OfflineNotice } from './OfflineNotice';
import { OtherMarketOffer } from './OtherMarketOffer';
import { ReportDialog } from './ReportDialog';
import { useBinReport } from './use-bin-report';
import { useFocusOnArrival, useInfoInView } from './use-info-focus';
import { useLocator } from './use-locator';
import styles from './ShopAndReturnScreen.module.css';

/** The shop-and-return locator (spec §2): the market's bins on a map and in a list, kept in step. */
export default function ShopAndReturnScreen() {
  const { t } = useT();
  const { locale, setLocale } = useLocale();
  const title = t('places:shopAndReturn.title');
  usePageTitle(title, t('places:shopAndReturn.description'));
  // Switched to a shared bin's market (issue 44, point 7): there, its info window takes the focus once shown.
  const [arrivingIn, setArrivingIn] = useState<Locale | null>(null);
  const switchTo = (market: Locale) => {
    setArrivingIn(market);
    void setLocale(market);
  };
  return (
    <div className="page">
      <h1>{title}</h1>
      <p className="lead">{t('places:shopAndReturn.subtitle')}</p>
      {/* Another language is another market: its own bins, map and position. */}
      <Locator key={locale} locale={locale} onSwitch={switchTo} arriving={arrivingIn === locale} onArrived={() => setArrivingIn(null)} />
    </div>
  );
}

/** Draws the locator (its state and the map's are `useLocator`'s). */
function Locator({
  locale,
  onSwitch,
  arriving,
  onArrived,
}: {
  readonly locale: Locale;
  readonly onSwitch: (market: Locale) => void;
  readonly arriving: boolean;
  readonly onArrived: () => void;
}) {
  const { t } = useT();
  const locator = useLocator(locale);
  const { view, load, retailers, matches, visible, selected, mapState, mapDrawn, popup, host, infoHeading, items } = locator;
  const { geolocation } = view;
  // A large market's pins are on the map while its list is put in order (use-bin-index.ts).
  const ordering = load.status === 'ready' && matches === null;
  const report = useBinReport(selected?.bin ?? null);
  // On the map's side of a wide screen (map.module.css: 64rem), the info window floats on its pin. Where
  // the list is under the map — a phone, large text — so is the card, whole (issue 44, point 7).
  const floating = useMediaQuery('(min-width: 64rem)', true) && mapDrawn;
  useInfoInView(view, floating, host, infoHeading);
  useFocusOnArrival(arriving, load.status !== 'loading' && mapState.status !== 'loading', infoHeading, onArrived);
  const onReport = report.unavailable ? null : report.start;
  const info = selected && (
    <BinInfo
      match={selected}
      locale={locale}
      headingRef={infoHeading}
      onClose={locator.close}
      floating={floating}
      status={locator.statusOf(selected.bin)}
      onReport={onReport}
    />
  );

  return (
    <div className="stack">
      <div className={styles.tools}>
        {retailers.length > 1 && (
          <SelectField
            label={t('places:shopAndReturn.retailer')}
            value={view.retailerId ?? ''}
            onChange={(e) => locator.chooseRetailer(e.target.value)}
          >
            <option value="">{t('places:shopAndReturn.allRetailers')}</option>
            {retailers.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={t('places:shopAndReturn.search')}
          kind="address"
          type="search"
          value={view.text}
          onChange={(e) => locator.search(e.target.value)}
        />
        <Button variant="secondary" busy={geolocation === 'locating'} onClick={() => void locator.locate()}>
          {t('places:shopAndReturn.locate')}
        </Button>
        {locator.hasStatus && (
          <CheckboxField
            label={t('places:shopAndReturn.acceptingOnly')}
            checked={view.acceptingOnly}
            onChange={(e) => locator.chooseAcceptingOnly(e.target.checked)}
          />
        )}
      </div>
      <OfflineNotice locale={locale} />
      {locator.otherMarket ? (
        <OtherMarketOffer market={locator.otherMarket} locale={locale} onSwitch={onSwitch} />
      ) : (
        locator.unknownBin && (
          <p role="status" className={styles.warning}>
            <RichText i18nKey="places:shopAndReturn.unknownBin" values={{ country: countryOf(locale).name }} />
          </p>
        )
      )}
      {geolocation !== 'idle' && geolocation !== 'locating' && (
        <p role="status" className={geolocation === 'located' ? styles.note : styles.warning}>
          {t(`places:shopAndReturn.${geolocation}`)}
        </p>
      )}
      <div className={mapStyles.layout}>
        <div className="stack">
          <div ref={host} className={mapState.status === 'failed' ? mapStyles.hidden : mapStyles.map} />
          {mapState.status === 'failed' && (
            <p role="status" className={styles.warning}>
              {t('places:shopAndReturn.mapUnavailable')}
            </p>
          )}
          {info && (floating ? createPortal(info, popup) : info)}
        </div>
        <section aria-labelledby="bins-title" className={mapStyles.side} aria-busy={load.status === 'loading' || ordering}>
          <h2 id="bins-title">{t('places:shopAndReturn.listTitle')}</h2>
          {(load.status === 'loading' || ordering) && <Loading label={t('places:shopAndReturn.loading')} />}
          {load.status === 'error' && load.error && <LoadFailed error={load.error.code} onRetry={load.reload} />}
          {load.dropped > 0 && (
            <p role="status" className={styles.note}>
              {t('places:shopAndReturn.dropped', { count: load.dropped, dropped: new Intl.NumberFormat(locale).format(load.dropped) })}
            </p>
          )}
          {load.status === 'ready' && load.bins.length === 0 && load.dropped === 0 && (
            <p role="status">{t('places:shopAndReturn.empty')}</p>
          )}
          {load.status === 'ready' && load.bins.length > 0 && matches && (
            <BinList
              matches={matches}
              visible={visible}
              selectedId={selected?.bin.id ?? null}
              locale={locale}
              items={items}
              reveal={view.reveal}
              onChoose={locator.chooseInList}
              onShowMore={locator.showMore}
              statusOf={locator.statusOf}
              onReport={onReport}
            />
          )}
        </section>
      </div>
      {report.reporting && (
        <ReportDialog
          bin={report.reporting}
          locale={locale}
          onClose={report.close}
          onSent={load.refresh}
          onUnavailable={report.markUnavailable}
        />
      )}
    </div>
  );
}
