// @vitest-environment node
// Arrows point one way (issue 18 point 3; docs/architecture.md, "Import zones"): a walk over every
// import of src/, fakes/, scripts/ and deploy/ fails on an arrow the layers forbid. ESLint checks
// the same zones file by file as code is written (eslint.config.js); this also sees the Node
// scripts, dynamic imports and import.meta.glob patterns.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreBoundary } from '../../eslint.config.js';
import { sourceFiles, violations, type ForbiddenArrow } from './import-graph';

const root = resolve(__dirname, '../..');

const under = (dir: string) => (path: string) => path === dir || path.startsWith(`${dir}/`);
const FRAMEWORKS = new Set(coreBoundary.paths.map((p: { name: string }) => p.name));
const isFramework = (target: string) => target.startsWith('package:') && FRAMEWORKS.has(target.slice(8).split('/')[0] ?? '');
/** The built-in texts are data the i18n adapter loads (src/adapters/i18n/built-in-french.ts), not UI code. */
const isUiCode = (target: string) => under('src/ui')(target) && !/^src\/ui\/locales\/.*\.json$/.test(target);
/** What `npm run build` (and build:demo) runs: Vite over src/ and fakes/, then the scripts. */
const isBuild = (file: string) => ['src', 'fakes', 'scripts', 'deploy'].some((dir) => under(dir)(file)) || file === 'vite.config.ts';

export const ARROWS: readonly ForbiddenArrow[] = [
  { name: 'the build imports nothing from tests/', from: isBuild, to: under('tests') },
  { name: 'the composition root imports nothing from the UI', from: under('src/composition'), to: isUiCode },
  {
    name: 'src/core imports only src/core, and no framework',
    from: under('src/core'),
    to: (target) => (target.startsWith('package:') ? isFramework(target) : !under('src/core')(target)),
  },
  {
    name: 'the UI reaches adapters and fakes through the container',
    from: under('src/ui'),
    to: (t) => under('src/adapters')(t) || under('fakes')(t),
  },
  {
    // The prerender's server entry (issue 43) is a root like src/main.tsx: the UI, the composition, the
    // adapters' i18n; the build-time profile brings what the demo shows itself.
    name: 'the prerender entry imports nothing from fakes/',
    from: under('src/prerender'),
    to: under('fakes'),
  },
  {
    name: 'adapters and fakes implement ports: no composition root, no UI',
    from: (file) => under('src/adapters')(file) || under('fakes')(file),
    to: (target) => under('src/composition')(target) || isUiCode(target),
  },
];

describe('import arrows', () => {
  it('holds for every file of src/, fakes/, scripts/, deploy/ and vite.config.ts', () => {
    const files = sourceFiles(root, ['src', 'fakes', 'scripts', 'deploy', 'vite.config.ts']);
    expect(files.length).toBeGreaterThan(250);
    expect(violations(files, ARROWS)).toEqual([]);
  });

  it('fails on each forbidden arrow (planted files)', () => {
    const planted = [
      { file: 'scripts/prerender.mjs', text: "import { startStaticServer } from '../tests/e2e/harness.mjs';" },
      { file: 'src/composition/boot-i18n.ts', text: "import { NAMESPACES } from '../ui/i18n/namespaces';" },
      { file: 'src/composition/x.ts', text: "const texts = import.meta.glob('../ui/app/*.tsx');" },
      { file: 'src/core/shared/x.ts', text: "import type { X } from '../../ui/state/x';" },
      { file: 'src/core/shared/y.ts', text: "const m = await import('../../adapters/http/api-client');" },
      { file: 'src/core/shared/z.ts', text: "import { proxy } from 'valtio/vanilla';" },
      { file: 'src/ui/app/x.tsx', text: "export { ApiClient } from '../../adapters/http/api-client';" },
      { file: 'fakes/backend/x.ts', text: "import { TOKENS } from '../../src/composition/tokens';" },
      { file: 'src/prerender/x.tsx', text: "import { DEMO_EMAIL } from '../../fakes/demo-constants';" },
    ];
    expect(violations(planted, ARROWS)).toHaveLength(planted.length);
  });

  it('lets the allowed arrows through', () => {
    const allowed = [
      { file: 'src/core/wallet/x.ts', text: "import { ok } from '../shared/result';\nimport { validateIBAN } from 'ibantools';" },
      { file: 'src/adapters/i18n/x.ts', text: "const fr = import.meta.glob('../../ui/locales/fr-FR/*.json');" },
      { file: 'scripts/lib/routes.mjs', text: "import { PUBLIC_ROUTES } from '../../src/ui/app/route-table.js';" },
      { file: 'src/composition/x.ts', text: "// import { App } from '../ui/app/App';\nimport { TOKENS } from './tokens';" },
      {
        file: 'src/prerender/x.tsx',
        text: "import { App } from '../ui/app/App';\nimport { createContainer } from '../composition/create-container';",
      },
    ];
    expect(violations(allowed, ARROWS)).toEqual([]);
  });
});
