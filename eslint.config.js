import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Frameworks the domain must never know (ARCHITECTURE rule 1). */
const FRAMEWORKS = [
  'react',
  'react-dom',
  'react-i18next',
  'i18next',
  'inversify',
  'reflect-metadata',
  'valtio',
  'wouter',
  'ol',
  'fishery',
  '@faker-js/faker',
];

/**
 * The browser's own globals (not ECMAScript's): core never reads them (see the src/core block below),
 * but for URLSearchParams, which every runtime has (types/url-standard.d.ts).
 */
const BROWSER_ONLY = Object.keys(globals.browser).filter((name) => !(name in globals.es2022) && name !== 'URLSearchParams');

/** A zone of plain TypeScript: no framework, and none of the imports `patterns` forbid. */
const plainBoundary = (zone, ...patterns) => ({
  paths: FRAMEWORKS.map((name) => ({ name, message: `${zone} is plain TypeScript: no frameworks.` })),
  patterns: [{ group: FRAMEWORKS.map((name) => `${name}/*`), message: `${zone} is plain TypeScript: no frameworks.` }, ...patterns],
});

export const coreBoundary = plainBoundary('src/core', {
  group: ['**/adapters/**', '**/ui/**', '**/composition/**', '**/fakes/**'],
  message: 'Dependencies point inward: src/core cannot import an outer layer.',
});

/** Adapters and fakes never import the composition root or the UI. */
const OUTER_RINGS = {
  group: ['**/composition/**', '**/ui/**'],
  message: 'Adapters and fakes implement ports; they cannot import the composition root or the UI.',
};
const NOT_HTTP_ADAPTER = {
  group: ['**/adapters/http/**'],
  message: "Fakes use the wire contract (src/contract) and the client's mapping (src/adapters/wire), never the HTTP adapter.",
};
const NOT_CLIENT = {
  group: ['**/src/adapters/**'],
  message: "The fake server knows src/core and the wire contract (src/contract), never the client's adapters.",
};

export const contractBoundary = plainBoundary(
  'src/contract',
  {
    group: ['**/adapters/**', '**/ui/**', '**/composition/**', '**/fakes/**'],
    message: 'src/contract is shared by the client and the fake server: it imports neither.',
  },
  { group: ['**/core/**'], allowTypeImports: true, message: 'src/contract imports core types only (import type).' },
);

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
  {
    // Core is plain ECMAScript: no browser globals (tsconfig.core.json has no DOM lib either, so tsc
    // fails on them too; this names the rule where the code is read).
    files: ['src/core/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': ['error', coreBoundary],
      'no-restricted-globals': [
        'error',
        ...BROWSER_ONLY.map((name) => ({ name, message: 'src/core runs without the browser: take it through a port.' })),
      ],
    },
  },
  {
    // The UI reaches adapters and fakes only through the container.
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/adapters/**', '**/fakes/**'], message: 'The UI reaches adapters through the container (useInjection).' },
          ],
        },
      ],
    },
  },
  {
    // The prerender's server entry (issue 43): a root like src/main.tsx, never the fakes.
    files: ['src/prerender/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/fakes/**'], message: 'The build-time profile (src/composition/bindings/build.ts) brings what the demo shows.' },
          ],
        },
      ],
    },
  },
  {
    // Adapters and fakes plug into ports; they never reach for the composition root or the UI.
    files: ['src/adapters/**/*.{ts,tsx}', 'fakes/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [OUTER_RINGS] }] },
  },
  {
    // The in-process gateways share the client's mapping (src/adapters/wire), never the HTTP transport.
    files: ['fakes/adapters/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [OUTER_RINGS, NOT_HTTP_ADAPTER] }] },
  },
  {
    // The fake server answers the contract: it knows src/core and src/contract, never the client's adapters.
    files: ['fakes/**/*.{ts,tsx}'],
    ignores: ['fakes/adapters/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [OUTER_RINGS, NOT_CLIENT] }] },
  },
  {
    // The wire contract: shapes and constants both sides import, so it imports nothing but core types.
    files: ['src/contract/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', contractBoundary] },
  },
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
