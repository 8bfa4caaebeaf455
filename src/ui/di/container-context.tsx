import type { Container } from 'inversify';
import { createContext, useContext } from 'react';
import type { UiToken } from '../../composition/tokens';

export const ContainerContext = createContext<Container | null>(null);

/** Resolves a use case or a shell port from the composition root (the injection rule); the only way the UI reaches them. */
export function useInjection<T>(token: UiToken<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection needs a ContainerContext provider');
  return container.get<T>(token);
}
