import type { DemoControls } from '../../core/shell/ports/demo-controls.port';

/** Outside the demo: no demo controls (no bar, no sign-in details shown, no mailbox). */
export const NO_DEMO: DemoControls = {
  enabled: false,
  credentials: null,
  emptyCredentials: null,
  reset: () => undefined,
  inbox: async () => [],
  settleWithdrawal: async () => false,
  creditReturn: async () => false,
};
