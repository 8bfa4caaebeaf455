// @vitest-environment node
// The injection rule (docs/architecture.md, "Import zones"): in src/ui, `useInjection` resolves a use
// case or a shell port, nothing else. A screen that needs data or a gateway reaches it through a use
// case (or a store that runs one), so the core's rules cannot be skipped from the UI. The compiler
// holds it: `useInjection` takes a `UiToken` (src/composition/tokens.ts). The `@ts-expect-error`
// lines below are checked by `npm run typecheck`: if the compiler stopped refusing them, it would fail.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { token, TOKENS, type ShellPortName } from '../../src/composition/tokens';
import { useInjection } from '../../src/ui/di/container-context';

const root = resolve(__dirname, '../..');

/** Every shell port, once: a name missing here or one that is not a shell port does not compile. */
const SHELL_PORTS = {
  Clock: true,
  Analytics: true,
  ConsentStore: true,
  PageReloader: true,
  AppUpdates: true,
  AppBadge: true,
  DemoControls: true,
  Config: true,
  Scheduler: true,
} satisfies Record<ShellPortName, true>;

/** Never called: what the compiler accepts and refuses in a component. */
export function useTheInjectionRule() {
  useInjection(TOKENS.LoginUser);
  useInjection(TOKENS.WithdrawFunds);
  useInjection(TOKENS.Clock);
  useInjection(TOKENS.Config);
  // @ts-expect-error a gateway is reached through a use case
  useInjection(TOKENS.BinsGateway);
  // @ts-expect-error the session's events are the session keeper's (src/ui/state/session-keeper.ts)
  useInjection(TOKENS.SessionEvents);
  // @ts-expect-error the saved language is remembered by RememberLocale
  useInjection(TOKENS.LocaleStore);
  // @ts-expect-error a token made by hand names nothing the rule can read
  useInjection(token<unknown>('LoginUser'));
}

describe('the injection rule', () => {
  it('is the rule docs/architecture.md writes, with the same shell ports', () => {
    const doc = readFileSync(resolve(root, 'docs/architecture.md'), 'utf8');
    for (const port of Object.keys(SHELL_PORTS)) expect(doc).toContain(`\`${port}\``);
    expect(doc).toContain('tests/lint/injection-rule.test.ts');
  });
});
