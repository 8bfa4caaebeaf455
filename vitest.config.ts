import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { SCREEN_TEST_TIMEOUT } from './tests/helpers/timeouts';

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
        // What renders or reads the browser: the screens, the adapters, the composition.
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Each renders the whole app and walks a customer's steps: 20 s, not 5 (timeouts.ts says why).
          testTimeout: SCREEN_TEST_TIMEOUT,
          setupFiles: ['tests/setup.ts'],
          include: ['tests/{ui,adapters,composition}/**/*.test.{ts,tsx}'],
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
