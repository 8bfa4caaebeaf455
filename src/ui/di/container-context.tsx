import type { Container } from 'inversify';
import { createContext, useContext } from 'react';
import type { Token } from '../../composition/tokens';

export const ContainerContext = createContext<Container | null>(null);

/** Resolves a port or use case from the composition root; the only way the UI reaches them. */
export function useInjection<T>(token: Token<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection needs a ContainerContext provider');
  return container.get<T>(token);
}
