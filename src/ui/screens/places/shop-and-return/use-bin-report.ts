import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Bin } from '../../../../core/places/bin';
import { MAP_ZOOM } from '../../../../core/places/map-view';
import { loginPathFor } from '../../../app/return-path';
import { useSession } from '../../../state/use-session';

/** In the address, after a login asked for by "Report a problem": open the report of the bin the address names. */
const REPORT_PARAM = 'report';

/**
 * "Report a problem" on a bin (issue 21, point 3): signed in, it opens the report dialog; signed out,
 * it leads to login and back to the same bin, whose report then opens. `unavailable` once the server
 * has answered that it has no such call: the buttons say so instead.
 */
export function useBinReport(selected: Bin | null) {
  const { status } = useSession();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const [reporting, setReporting] = useState<Bin | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const back = new URLSearchParams(search).get(REPORT_PARAM) === '1';

  // Back from the login: the bin the address names has its report opened, once.
  useEffect(() => {
    if (!back || !selected || status !== 'authenticated') return;
    const params = new URLSearchParams(search);
    params.delete(REPORT_PARAM);
    navigate(`${path}?${params.toString()}`, { replace: true });
    setReporting(selected); // eslint-disable-line react-hooks/set-state-in-effect -- opened once, on the way back from the login
  }, [back, selected, status]); // eslint-disable-line react-hooks/exhaustive-deps -- only when the way back is ready

  const start = (bin: Bin) => {
    if (status === 'authenticated') return setReporting(bin);
    const params = new URLSearchParams(search);
    if (params.get('id') !== bin.id) params.set('zoom', String(MAP_ZOOM.street));
    params.set('id', bin.id);
    params.set(REPORT_PARAM, '1');
    navigate(loginPathFor(`${path}?${params.toString()}`));
  };

  return { reporting, unavailable, start, close: () => setReporting(null), markUnavailable: () => setUnavailable(true) };
}
