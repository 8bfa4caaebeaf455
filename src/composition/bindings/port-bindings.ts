import type { Container } from 'inversify';
import type { Ports } from '../tokens';

/** What a profile contributes: every port, and optionally extra bindings (the fake backend, for tests). */
export interface PortBindings {
  readonly ports: Ports;
  readonly extras?: (container: Container) => void;
}
