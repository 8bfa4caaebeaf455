import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'wouter';
import { isLocale, type Locale } from '../../../../core/content/locale';
import { COUNTRIES, countryOf } from '../../../../core/places/country';
import { MAP_ZOOM } from '../../../../core/places/map-view';
import type { MapPin } from '../../../../core/places/ports/map.port';
import { Button } from '../../../components/Button/Button';
import { useLocale } from '../../../i18n/use-locale';
import { usePageTitle } from '../../../i18n/use-page-title';
import { useT } from '../../../i18n/use-t';
import { useMap } from '../use-map';
import mapStyles from '../map.module.css';
import styles from './CountriesScreen.module.css';

/** One pin per market, named as the language selector names it ("France — Français"). */
const PINS: readonly MapPin[] = COUNTRIES.map((c) => ({ id: c.locale, point: c.pin, label: `${c.name} — ${c.language}` }));

/**
 * The country selector (spec §2): a map with a pin per country, opened on the current one, and the
 * same five countries as a list of buttons, which is how a keyboard or screen-reader user chooses.
 * Choosing one switches to its language (remembered, as the language selector does) and goes home.
 */
export default function CountriesScreen() {
  const { t } = useT();
  const { locale, setLocale } = useLocale();
  const [, navigate] = useLocation();
  const title = t('places:countries.title');
  usePageTitle(title, t('places:countries.description'));
  const current = countryOf(locale);
  const { host, state } = useMap({
    label: t('places:countries.mapLabel'),
    initial: { centre: current.pin, zoom: MAP_ZOOM.initial },
    controlLabels: { zoomIn: t('places:countries.zoomIn'), zoomOut: t('places:countries.zoomOut') },
    crowdedPins: 'spread',
  });

  const choose = async (next: Locale) => {
    await setLocale(next);
    navigate('/');
  };
  const chooseOnMap = useEffectEvent((id: string | null) => {
    if (isLocale(id)) void choose(id);
  });

  const map = state.status === 'ready' ? state.map : null;
  // Opened on the current country, the map then shows all five (on a phone the world, its pins spread apart).
  useEffect(() => {
    if (!map) return;
    map.setPins(PINS);
    map.showAll(
      PINS.map((pin) => pin.point),
      MAP_ZOOM.market,
    );
    return map.onSelect((id) => chooseOnMap(id));
  }, [map]);
  // The current country's pin stands out, also after a language changed from the menu.
  useEffect(() => {
    map?.select(locale);
  }, [map, locale]);

  return (
    <div className="page">
      <h1>{title}</h1>
      <p className="lead">{t('places:countries.subtitle')}</p>
      <div className={mapStyles.layout}>
        <div ref={host} className={state.status === 'failed' ? mapStyles.hidden : mapStyles.map} />
        <section aria-labelledby="countries-list-title" className={mapStyles.side}>
          <h2 id="countries-list-title">{t('places:countries.listTitle')}</h2>
          <ul className={mapStyles.list}>
            {COUNTRIES.map((country) => {
              const isCurrent = country.locale === locale;
              return (
                <li key={country.locale}>
                  <Button
                    variant="secondary"
                    block
                    className={mapStyles.item}
                    aria-current={isCurrent ? 'true' : undefined}
                    onClick={() => void choose(country.locale)}
                  >
                    <span className={styles.flag} aria-hidden="true">
                      {country.flag}
                    </span>
                    <span className={styles.text} lang={country.locale}>
                      <span className={mapStyles.itemTitle}>{country.name}</span>
                      <span className={mapStyles.itemDetail}>{country.language}</span>
                    </span>
                    {isCurrent && (
                      <span className={styles.current} aria-hidden="true">
                        {t('places:countries.current')}
                      </span>
                    )}
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </div>
  );
}
