import { useMediaQuery } from '../../state/use-media-query';

/** Whether the person asked their system for less motion; follows the setting if it changes while the page is open. */
export const usePrefersReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)', false);
