import type { Container } from 'inversify';
import type { SessionRenewal } from '../../adapters/session/session-renewal';
import type { Ports } from '../tokens';

/** What a profile contributes: every port, and optionally extra bindings (the fake backend, for tests). */
export interface PortBindings {
  readonly ports: Ports;
  /** How the profile's gateways renew a session; the container wires it to RefreshSession. */
  readonly renewal: SessionRenewal;
  readonly extras?: (container: Container) => void;
}
