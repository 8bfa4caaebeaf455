// @vitest-environment node
// The architecture's rules live in ESLint (eslint.config.js, eslint/architecture.js) and fail
// `npm run lint`. This proves that each still fires: a bad line planted in a file of its zone must
// be reported with the rule's message, and what the zone allows must pass. The file need not exist:
// ESLint picks the rules by the path it is given.
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLINT_TIMEOUT } from '../helpers/timeouts';

const root = resolve(__dirname, '../..');
/** The rules this file proves: the architecture's, the length of a file, the classes of a use case, core's globals. */
const CHECKED = /^(architecture\/|max-lines$|max-classes-per-file$|no-restricted-globals$)/;
// The project's own configuration, running only the rules proven here (the others cost time and prove nothing here).
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: resolve(root, 'eslint.config.js'),
  ruleFilter: ({ ruleId }) => CHECKED.test(ruleId),
});

async function reported(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code.endsWith('\n') ? code : `${code}\n`, { filePath: resolve(root, file) });
  return (result?.messages ?? []).filter((m) => CHECKED.test(m.ruleId ?? '')).map((m) => `${m.ruleId}: ${m.message}`);
}

const lines = (n: number) => 'export const x = 1;\n'.repeat(n);

/** A rule, words of its message, and [file, planted code] it must report. */
const REFUSED: readonly (readonly [string, string, readonly (readonly [string, string])[]])[] = [
  // The build (src, fakes, scripts, deploy, vite.config.ts) imports nothing from tests/.
  [
    'architecture/build-imports-no-tests',
    'from tests/',
    [
      ['scripts/prerender.mjs', "import { serve } from '../tests/e2e/harness.mjs';"],
      ['vite.config.ts', "import { x } from './tests/helpers/x';"],
      ['deploy/render.mjs', "const m = await import('../tests/e2e/support/x.mjs');"],
      ['src/ui/app/x.tsx', "export * from '../../../tests/helpers/render-app';"],
    ],
  ],
  // The composition root imports nothing from the UI (the built-in texts are data, not UI code).
  [
    'architecture/composition-imports-no-ui',
    'the UI',
    [
      ['src/composition/boot-i18n.ts', "import { NS } from '../ui/i18n/namespaces';"],
      ['src/composition/x.ts', "const texts = import.meta.glob('../ui/app/*.tsx');"],
    ],
  ],
  // src/core imports only src/core, and no framework: static, type-only, dynamic, re-exported, in a type.
  [
    'architecture/core-imports-only-core',
    'no frameworks',
    [
      ['src/core/auth/use-cases/x.ts', "import { useState } from 'react';"],
      ['src/core/auth/use-cases/x.ts', "import { Container } from 'inversify';"],
      ['src/core/auth/x.ts', "import i18next from 'i18next';"],
      ['src/core/places/x.ts', "import Map from 'ol/Map';"],
      ['src/core/shared/z.ts', "import { proxy } from 'valtio/vanilla';"],
    ],
  ],
  [
    'architecture/core-imports-only-core',
    'only src/core',
    [
      ['src/core/auth/use-cases/x.ts', "import { Api } from '../../../adapters/http/api-client';"],
      ['src/core/auth/use-cases/x.ts', "import { App } from '../../../ui/app/App';"],
      ['src/core/auth/use-cases/x.ts', "import { TOKENS } from '../../../composition/tokens';"],
      ['src/core/auth/x.ts', "import { Backend } from '../../../fakes/backend/in-memory-backend';"],
      ['src/core/wallet/x.ts', "import type { WireMoney } from '../../contract/wallet.contract';"],
      ['src/core/shared/x.ts', "import type { X } from '../../ui/state/x';"],
      ['src/core/shared/y.ts', "const m = await import('../../adapters/http/api-client');"],
      ['src/core/shared/y.ts', "export type X = import('../../ui/state/x').X;"],
      ['src/core/x.ts', "export { x } from '../main';"],
    ],
  ],
  // The wire contract: core types only, nothing else, no framework.
  [
    'architecture/contract-imports-core-types',
    'core types only',
    [['src/contract/x.contract.ts', "import { money } from '../core/shared/money';"]],
  ],
  [
    'architecture/contract-imports-core-types',
    'imports neither',
    [
      ['src/contract/x.contract.ts', "import { toError } from '../adapters/wire/server-errors';"],
      ['src/contract/x.contract.ts', "import { B } from '../../fakes/backend/in-memory-backend';"],
      ['src/contract/x.contract.ts', "import { TOKENS } from '../composition/tokens';"],
    ],
  ],
  ['architecture/contract-imports-core-types', 'no frameworks', [['src/contract/x.contract.ts', "import { useState } from 'react';"]]],
  // The UI reaches adapters and fakes through the container; the prerender's entry never the fakes.
  [
    'architecture/ui-imports-no-adapters',
    'the container',
    [
      ['src/ui/screens/x/X.tsx', "import { Api } from '../../adapters/http/api-client';"],
      ['src/ui/app/x.tsx', "export { Api } from '../../adapters/http/api-client';"],
      ['src/ui/app/x.tsx', "const f = () => import('../../../fakes/demo-world');"],
    ],
  ],
  [
    'architecture/prerender-imports-no-fakes',
    'build-time profile',
    [['src/prerender/x.tsx', "import { DEMO } from '../../fakes/demo-constants';"]],
  ],
  // The account's frame's own script runs before the app: no framework, no composition.
  [
    'architecture/early-paint-imports-no-framework',
    'before the app',
    [
      ['src/early/x.ts', "import { createElement } from 'react';"],
      ['src/early/x.ts', "import { TOKENS } from '../composition/tokens';"],
    ],
  ],
  // Adapters and fakes plug into ports: no composition root, no UI.
  [
    'architecture/adapters-import-no-outer-ring',
    'implement ports',
    [
      ['src/adapters/browser/x.ts', "import { TOKENS } from '../../composition/tokens';"],
      ['src/adapters/http/x.ts', "import { useT } from '../../ui/i18n/use-t';"],
      ['fakes/adapters/x.ts', "import { TOKENS } from '../../src/composition/tokens';"],
      ['fakes/backend/x.ts', "import { App } from '../../src/ui/app/App';"],
    ],
  ],
  // The fake server knows core and the contract; the in-process gateways the wire mapping, never HTTP.
  [
    'architecture/fake-server-imports-no-client',
    'never',
    [
      ['fakes/http/x.ts', "import { toError } from '../../src/adapters/wire/server-errors';"],
      ['fakes/backend/x.ts', "import { Api } from '../../src/adapters/http/api-client';"],
      ['fakes/demo-x.ts', "import { toUser } from '../src/adapters/wire/user.dto';"],
    ],
  ],
  [
    'architecture/fake-gateways-import-no-http',
    'never the HTTP',
    [['fakes/adapters/x.ts', "import { Api } from '../../src/adapters/http/api-client';"]],
  ],
  // Core runs without the browser.
  ['no-restricted-globals', 'without the browser', [['src/core/shared/x.ts', 'export const title = (): string => document.title;']]],
  // Files a newcomer can read: 200 lines, data aside.
  [
    'max-lines',
    'Maximum allowed is 200',
    [
      ['src/core/long.ts', lines(201)],
      ['fakes/backend/long.ts', lines(201)],
    ],
  ],
  // One use case per file.
  [
    'max-classes-per-file',
    'Maximum',
    [['src/core/wallet/use-cases/x.ts', 'export class ListPayoutMethods {}\nexport class SavePayoutMethod {}\n']],
  ],
  // One single-submission guard for everything that sends, and no in-flight flag of a screen's own.
  [
    'architecture/single-submission',
    'useSubmission',
    [
      ['src/ui/screens/x/X.tsx', 'export const go = async () => { await wallet.confirm(); };'],
      ['src/ui/screens/x/X.tsx', 'export const go = () => this.withdrawal.confirm();'],
      ['src/ui/components/X/X.tsx', 'export const go = () => session.deleteAccount(p);'],
      ['src/ui/screens/x/X.tsx', 'export const go = () => save.execute(v);'],
    ],
  ],
  [
    'architecture/single-submission',
    'in-flight flag',
    [
      ['src/ui/screens/x/X.tsx', 'const inFlight = useRef(false);'],
      ['src/ui/screens/x/X.tsx', 'const [sendingCode, setSendingCode] = useState(false);'],
    ],
  ],
  // A shared component names keys of the shared namespaces only.
  [
    'architecture/component-texts',
    'from its screen',
    [
      ['src/ui/components/X/X.tsx', 'export const t1 = t(`common:pages.${page}.title`);'],
      ['src/ui/components/X/X.tsx', "export const t2 = t('wallet:history.title');"],
      ['src/ui/components/X/X.tsx', 'export const t3 = t(`support:${key}`);'],
      ['src/ui/components/X/X.tsx', 'export const r = <RichText i18nKey="support:contact.intro" />;'],
    ],
  ],
];

const REFUSALS = REFUSED.flatMap(([rule, words, cases]) => cases.map(([file, code]) => [rule, file, code, words] as const));

/** [file, code]: what the zones allow, reported by none of the rules. */
const ALLOWED: readonly (readonly [string, string])[] = [
  ['src/core/auth/use-cases/x.ts', "import { ok } from '../../shared/result';\nimport { validateIBAN } from 'ibantools';"],
  ['src/core/shared/x.ts', "export const id = (search: string) => new URLSearchParams(search).get('id');"],
  ['src/adapters/i18n/x.ts', "export const fr = import.meta.glob('../../ui/locales/fr-FR/*.json');"],
  ['src/adapters/browser/x.ts', "import type { Analytics } from '../../core/shell/ports/analytics.port';\nexport type X = Analytics;"],
  ['src/adapters/http/x.ts', "export { WALLET_PATHS } from '../../contract/wallet.contract';"],
  ['scripts/lib/routes.mjs', "export { PUBLIC_ROUTES } from '../../src/ui/app/route-table.js';"],
  ['src/composition/x.ts', "// import { App } from '../ui/app/App';\nexport { TOKENS } from './tokens';"],
  ['src/prerender/x.tsx', "export { App } from '../ui/app/App';\nexport { createContainer } from '../composition/create-container';"],
  ['fakes/http/x.ts', "export { SERVER_CODES } from '../../src/contract/server-error.contract';"],
  ['fakes/backend/x.ts', "export { money } from '../../src/core/shared/money';"],
  ['fakes/adapters/x.ts', "export { toDomainError } from '../../src/adapters/wire/server-errors';"],
  [
    'src/contract/x.contract.ts',
    "import type { Money } from '../core/shared/money';\nexport { API_ROOT } from './envelope.contract';\nexport type M = Money;",
  ],
  ['src/core/long.ts', lines(200)],
  ['fakes/factories/bin-places.ts', lines(500)],
  ['src/core/wallet/use-cases/withdraw-funds.ts', 'export class WithdrawFunds {}\nconst helper = () => 1;\nexport { helper };'],
  ['src/ui/screens/x/X.tsx', 'export const go = () => send.guard(async () => { await wallet.confirm(); });'],
  ['src/ui/screens/x/X.tsx', 'export const onSubmit = form.submit((v) => save.execute(v), {});\nconst [open, setOpen] = useState(false);'],
  ['src/ui/state/x.ts', 'export const go = () => wallet.confirm();'],
  ['src/ui/components/X/X.tsx', "export const texts = [t('common:actions.close'), t('errors:sww'), 'https://example.com'];"],
  ['src/ui/screens/wallet/x/X.tsx', "export const title = t('wallet:history.title');"],
];

describe('the architecture’s rules, in ESLint', () => {
  it.each(REFUSALS)(
    '%s: %s refuses %s',
    async (rule, file, code, words) => {
      const messages = await reported(file, code);
      expect(messages).toContainEqual(expect.stringContaining(`${rule}: `));
      expect(messages.find((m) => m.startsWith(`${rule}: `))).toContain(words);
    },
    ESLINT_TIMEOUT,
  );

  it.each(ALLOWED)(
    '%s may hold %s',
    async (file, code) => {
      expect(await reported(file, code)).toEqual([]);
    },
    ESLINT_TIMEOUT,
  );

  // The guard rule sees the calls the screens really make: without their guard, each is reported.
  it.each([
    'src/ui/screens/wallet/withdraw/WithdrawReview.tsx',
    'src/ui/screens/wallet/withdraw/PayoutMethods.tsx',
    'src/ui/screens/profile/profile/DeleteAccountSection.tsx',
  ])(
    '%s sends through the guard, and is reported without it',
    async (file) => {
      const text = readFileSync(resolve(root, file), 'utf8');
      expect(await reported(file, text)).toEqual([]);
      const unguarded = text.replace(/\b(guard|submit)\(/g, 'unguarded(');
      expect(await reported(file, unguarded)).toContainEqual(expect.stringContaining('architecture/single-submission: '));
    },
    ESLINT_TIMEOUT,
  );
});
