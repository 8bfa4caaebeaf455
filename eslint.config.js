import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { architecture } from './eslint/architecture.js';

export default tseslint.config(
  { ignores: ['dist/', 'dist-demo/', '.ssr/', 'node_modules/', 'test-results/', 'bench-results/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A } from 'm'` still loads `m` (verbatimModuleSyntax): a module of types only pulled
      // the withdrawal rules into the first page's JS once. `import type { A }` loads nothing.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // Everything but core runs in (or for) the browser.
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/core/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // The layers and the rules the code keeps (docs/architecture.md): import zones, one guard, file length.
  ...architecture,
  {
    files: ['**/*.{js,mjs}', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Browser tests run in Node but pass functions to page.evaluate, which run in the page.
    files: ['tests/e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Playwright Test's fixtures: \`use\` is the fixture's callback, not React's hook, and a fixture that
    // needs no other fixture takes the empty pattern \`{}\` (Playwright reads the parameter's names).
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // Served as it is to the browser (public/), or written into the prerendered pages (their loader), before the app's modules.
    files: ['public/**/*.js', 'scripts/lib/paint-first.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
);
