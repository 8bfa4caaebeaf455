import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { ESLINT_TIMEOUT } from '../helpers/timeouts';

const root = resolve(__dirname, '../..');
const lint = async (code: string, file: string) => {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.endsWith('no-restricted-imports')).map((m) => m.message);
};

describe('the hexagon boundary lint rule', () => {
  it.each([
    "import { useState } from 'react';",
    "import { Container } from 'inversify';",
    "import { proxy } from 'valtio';",
    "import i18next from 'i18next';",
    "import Map from 'ol/Map';",
    "import { ApiClient } from '../../adapters/http/api-client';",
    "import { App } from '../../ui/app/App';",
    "import { TOKENS } from '../../composition/tokens';",
    "import { InMemoryBackend } from '../../../fakes/backend/in-memory-backend';",
  ])(
    'fails src/core on %s',
    async (line) => {
      expect(await lint(`${line}\nexport const x = 1;\n`, 'src/core/auth/use-cases/example.ts')).not.toEqual([]);
    },
    ESLINT_TIMEOUT,
  );

  it(
    'lets src/core import its own modules',
    async () => {
      expect(
        await lint("import { ok } from '../../shared/result';\nexport const x = ok(1);\n", 'src/core/auth/use-cases/example.ts'),
      ).toEqual([]);
    },
    ESLINT_TIMEOUT,
  );

  it(
    'keeps the UI away from adapters',
    async () => {
      expect(
        await lint("import { ApiClient } from '../../adapters/http/api-client';\nexport const x = ApiClient;\n", 'src/ui/screens/x/X.tsx'),
      ).not.toEqual([]);
    },
    ESLINT_TIMEOUT,
  );

  it.each([
    ['src/adapters/browser/example.ts', "import { TOKENS } from '../../composition/tokens';"],
    ['src/adapters/http/example.ts', "import { useT } from '../../ui/i18n/use-t';"],
    ['fakes/adapters/example.ts', "import { TOKENS } from '../../src/composition/tokens';"],
    ['fakes/backend/example.ts', "import { App } from '../../src/ui/app/App';"],
    // The fake server knows the core and the contract only; the in-process gateways never the HTTP adapter.
    ['fakes/http/example.ts', "import { toDomainError } from '../../src/adapters/wire/server-errors';"],
    ['fakes/backend/example.ts', "import { ApiClient } from '../../src/adapters/http/api-client';"],
    ['fakes/demo-example.ts', "import { toUser } from '../src/adapters/wire/user.dto';"],
    ['fakes/adapters/example.ts', "import { ApiClient } from '../../src/adapters/http/api-client';"],
    // The contract imports core types only.
    ['src/contract/example.contract.ts', "import { money } from '../core/shared/money';"],
    ['src/contract/example.contract.ts', "import { toDomainError } from '../adapters/wire/server-errors';"],
    ['src/contract/example.contract.ts', "import { InMemoryBackend } from '../../fakes/backend/in-memory-backend';"],
    ['src/contract/example.contract.ts', "import { TOKENS } from '../composition/tokens';"],
    ['src/contract/example.contract.ts', "import { useState } from 'react';"],
  ])(
    'keeps %s within its zone: %s fails',
    async (file, line) => {
      expect(await lint(`${line}\nexport const x = 1;\n`, file)).not.toEqual([]);
    },
    ESLINT_TIMEOUT,
  );

  it.each([
    ['fakes/http/example.ts', "import { SERVER_CODES } from '../../src/contract/server-error.contract';"],
    ['fakes/backend/example.ts', "import { money } from '../../src/core/shared/money';"],
    ['fakes/adapters/example.ts', "import { toDomainError } from '../../src/adapters/wire/server-errors';"],
    ['src/adapters/http/example.ts', "import { WALLET_PATHS } from '../../contract/wallet.contract';"],
    ['src/contract/example.contract.ts', "import type { Money } from '../core/shared/money';"],
    ['src/contract/example.contract.ts', "import { API_ROOT } from './envelope.contract';"],
  ])(
    'lets %s %s',
    async (file, line) => {
      expect(await lint(`${line}\nexport const x = 1;\n`, file)).toEqual([]);
    },
    ESLINT_TIMEOUT,
  );

  it(
    'lets adapters import the core ports they implement',
    async () => {
      expect(
        await lint(
          "import type { Analytics } from '../../core/shell/ports/analytics.port';\nexport type X = Analytics;\n",
          'src/adapters/browser/example.ts',
        ),
      ).toEqual([]);
    },
    ESLINT_TIMEOUT,
  );
});
