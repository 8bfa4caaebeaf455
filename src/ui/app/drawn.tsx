import { createContext, useContext, useEffect } from 'react';

/** Told once the page is drawn — hydrated, for a page rendered at build time (src/main.tsx): App provides it. */
export const DrawnContext = createContext<(() => void) | undefined>(undefined);

/**
 * Tells that the page is drawn, from where its content ends: the screen's boundary (a part the page
 * hydrates after its frame), or the error page that stands in for a screen that failed — so that
 * what was held before is handed over even then.
 */
export function Drawn() {
  const onDrawn = useContext(DrawnContext);
  useEffect(() => {
    onDrawn?.();
  }, [onDrawn]);
  return null;
}
