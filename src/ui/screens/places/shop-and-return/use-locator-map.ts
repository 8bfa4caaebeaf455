import { useState } from 'react';
import type { CountryEntry } from '../../../../core/places/country';
import { MAP_ZOOM } from '../../../../core/places/map-view';
import { useT } from '../../../i18n/use-t';
import { useMap } from '../use-map';

/** The locator's map, opening on the market's country, and the info window it shows on the selected pin (rendered by the screen). */
export function useLocatorMap(country: CountryEntry) {
  const { t } = useT();
  const [popup] = useState(() => document.createElement('div'));
  const { host, state } = useMap({
    label: t('places:shopAndReturn.mapLabel', { country: country.name }),
    initial: { centre: country.pin, zoom: MAP_ZOOM.initial },
    popup,
    controlLabels: { zoomIn: t('places:shopAndReturn.zoomIn'), zoomOut: t('places:shopAndReturn.zoomOut') },
  });
  return { popup, host, mapState: state, map: state.status === 'ready' ? state.map : null };
}
