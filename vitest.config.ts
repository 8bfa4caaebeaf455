import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // Screen tests type whole forms through user-event; on a busy two-core CI machine a few take
    // several seconds. A hang still fails, just later than Vitest's default of 5 s.
    testTimeout: 20_000,
  },
});
