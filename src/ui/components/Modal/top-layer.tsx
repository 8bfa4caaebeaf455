import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface TopLayer {
  /** Where notifications go while a modal dialog is open (its slot), innermost dialog last. */
  readonly hosts: readonly HTMLElement[];
  /** A dialog opened: its slot becomes the host until the returned function is called. */
  readonly add: (host: HTMLElement) => () => void;
}

const TopLayerContext = createContext<TopLayer | null>(null);

/**
 * A modal <dialog> sits in the browser's top layer and makes the rest of the page inert: what is
 * outside it is neither seen above its backdrop nor announced. Open modals register a slot here,
 * so that what must stay visible (notifications) renders inside the innermost one.
 */
export function TopLayerProvider({ children }: { readonly children: ReactNode }) {
  const [hosts, setHosts] = useState<readonly HTMLElement[]>([]);
  const add = useCallback((host: HTMLElement) => {
    setHosts((current) => [...current, host]);
    return () => setHosts((current) => current.filter((h) => h !== host));
  }, []);
  const value = useMemo(() => ({ hosts, add }), [hosts, add]);
  return <TopLayerContext.Provider value={value}>{children}</TopLayerContext.Provider>;
}

/** The slot of the innermost open modal dialog, or null when none is open. */
export function useTopLayerHost(): HTMLElement | null {
  return useContext(TopLayerContext)?.hosts.at(-1) ?? null;
}

/** For Modal: registers its slot while it is open (nothing outside a provider). */
export function useTopLayerRegistration(): ((host: HTMLElement) => () => void) | null {
  return useContext(TopLayerContext)?.add ?? null;
}
