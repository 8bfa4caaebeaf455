import { useEffect, useState } from 'react';
import { TOKENS } from '../../../composition/tokens';
import { useInjection } from '../../di/container-context';
import type * as Banner from './DemoBanner';

type BannerModule = typeof Banner;

let loaded: BannerModule | null = null;

/** Fetches the demo's banner and tools; the demo's start asks for it beside its composition. */
export const preloadDemoBanner = (): Promise<BannerModule> =>
  import('./DemoBanner').then((module) => {
    loaded = module;
    return module;
  });

/**
 * Where the demo's banner goes. Production has no demo, so the banner, its mailbox and its tools are
 * not part of the first page's JS (issue 17 kept the home route within its budget this way): they
 * are loaded only where the demo controls are on — before the first render in the demo build
 * (`src/main.tsx`), so the banner is there from the first paint; a prerendered page links its styles
 * (`withLoadedStyles` in scripts/prerender.mjs), so it does not move when the app takes over.
 */
export function DemoBannerSlot() {
  const demo = useInjection(TOKENS.DemoControls);
  const [module, setModule] = useState<BannerModule | null>(loaded);
  useEffect(() => {
    if (demo.enabled && !module) void preloadDemoBanner().then(setModule);
  }, [demo.enabled, module]);
  if (!demo.enabled || !module) return null;
  return <module.DemoBanner />;
}
