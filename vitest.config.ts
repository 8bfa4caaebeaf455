import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { SCREEN_TEST_TIMEOUT } from './tests/helpers/timeouts';

/**
 * Screen and adapter tests that need modules of their own (see the 'dom-isolated' project). The
 * hydration test renders with React's server renderer too, which marks every context it provides as
 * its own for good: a client render of those modules afterwards warns of "multiple renderers".
 */
const ISOLATED = [
  'tests/ui/app/hydration.test.tsx',
  'tests/ui/app/error-boundary.test.tsx',
  'tests/ui/app/session-watcher.test.tsx',
  'tests/composition/demo-bindings.test.ts',
];

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // One worker per core (Vitest's default leaves one core out: on two cores, one worker, 190 s
    // against 128 s for the same tests).
    maxWorkers: availableParallelism(),
    projects: [
      {
        // What renders or reads the browser: the screens, the adapters, the composition. The files
        // of a worker share one jsdom and its modules (isolate: false; 76 s against 146 s for this
        // project on two cores): every test renders through a container of its own, and Testing
        // Library cleans the document after each.
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          isolate: false,
          // Each renders the whole app and walks a customer's steps: 20 s, not 5 (timeouts.ts says why).
          testTimeout: SCREEN_TEST_TIMEOUT,
          setupFiles: ['tests/setup.ts'],
          include: ['tests/{ui,adapters,composition,early}/**/*.test.{ts,tsx}'],
          exclude: ISOLATED,
        },
      },
      {
        // The few that replace a module (vi.mock) or a timer a shared module already holds: a jsdom
        // and modules of their own, as Vitest gives by default.
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          testTimeout: SCREEN_TEST_TIMEOUT,
          setupFiles: ['tests/setup.ts'],
          include: ISOLATED,
        },
      },
      {
        // Core, the wire contract, the fakes and the lint checks need no document: Node alone,
        // without a jsdom set up per file, and the files of a worker share its modules (isolate:
        // false; 8 s against 18 s for this project): they keep no state between files (no module
        // mocks, no stubbed globals; the two that set an environment variable put it back).
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/setup-node.ts'],
          include: ['tests/{core,contract,fakes,lint}/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
