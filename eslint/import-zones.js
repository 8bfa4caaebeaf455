// The import zones (docs/architecture.md, "Import zones"): which files may not import what, as
// ESLint's `no-restricted-syntax` selectors, one rule per arrow (eslint/architecture.js names them).
// Selectors rather than `no-restricted-imports`, which does not see `import()` nor Vite's
// `import.meta.glob`. A specifier is matched as written: the code imports by relative path.

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

/** A package of `FRAMEWORKS`, or one of its entry points (`ol/Map`, `valtio/vanilla`). */
const FRAMEWORK = new RegExp(`^(${FRAMEWORKS.join('|')})(/|$)`);
/** A path through one of `folders` (`../../adapters/http/x`, `../src/ui/y`). */
const through = (...folders) => new RegExp(`(^|/)(${folders.join('|')})/`);
/** The UI's code: not its built-in texts, which are data the i18n adapter and the fakes load. */
const UI_CODE = /(^|\/)ui\/(?!locales\/)/;

/**
 * Every way a module names another whose specifier `pattern` matches: import and export … from,
 * `import()`, a type's `import('…')`, `import.meta.glob`. With `typesAllowed`, type-only imports pass.
 */
function importsOf(pattern, { typesAllowed = false } = {}) {
  const named = `[value=/${pattern.source}/]`;
  const kind = (k) => (typesAllowed ? `[${k}Kind!='type']` : '');
  const glob = "CallExpression[callee.object.meta.name='import'][callee.property.name='glob']";
  return [
    `ImportDeclaration${kind('import')} > Literal.source${named}`,
    `ExportNamedDeclaration${kind('export')} > Literal.source${named}`,
    `ExportAllDeclaration${kind('export')} > Literal.source${named}`,
    `ImportExpression > Literal.source${named}`,
    `${glob} > Literal${named}`,
    `${glob} > ArrayExpression > Literal${named}`,
    ...(typesAllowed ? [] : [`TSImportType Literal${named}`]),
  ].join(', ');
}

/**
 * The files `depth` folders below `dir` (the deepest: any deeper), each with the specifier that
 * climbs out of `dir` from there: `src/core/auth/x.ts` leaves core with `../../`.
 */
const atEachDepth = (dir, zone) =>
  [1, 2, 3, 4, 5].map((depth) => ({
    files: [`${dir}/${'*/'.repeat(depth - 1)}${depth === 5 ? '**' : '*'}`],
    ...zone(new RegExp(`^(\\.\\./){${depth}}`)),
  }));

const NO_FRAMEWORK = (zone) => ({ pattern: FRAMEWORK, message: `${zone} is plain TypeScript: no frameworks.` });
const OUTER_RING = {
  pattern: new RegExp(`${through('composition').source}|${UI_CODE.source}`),
  message: 'Adapters and fakes implement ports; they cannot import the composition root or the UI.',
};

/** name → the files it holds for, and what they may not import (each with the message it reports). */
const IMPORT_RULES = {
  'build-imports-no-tests': [
    {
      files: ['src/**', 'fakes/**', 'scripts/**', 'deploy/**', 'vite.config.ts'],
      forbid: [
        {
          pattern: through('tests'),
          message: 'The build imports nothing from tests/: what the scripts and the browser tests share is in scripts/lib/.',
        },
      ],
    },
  ],
  'composition-imports-no-ui': [
    { files: ['src/composition/**'], forbid: [{ pattern: UI_CODE, message: 'The composition root imports nothing from the UI.' }] },
  ],
  'core-imports-only-core': atEachDepth('src/core', (outside) => ({
    forbid: [
      NO_FRAMEWORK('src/core'),
      { pattern: outside, message: 'Dependencies point inward: src/core imports only src/core (the rest reaches it through ports).' },
    ],
  })),
  'contract-imports-core-types': atEachDepth('src/contract', (outside) => ({
    forbid: [
      NO_FRAMEWORK('src/contract'),
      {
        pattern: new RegExp(`${outside.source}(?!core/)`),
        message: 'src/contract is shared by the client and the fake server: it imports neither, only core types.',
      },
      { pattern: new RegExp(`${outside.source}core/`), typesAllowed: true, message: 'src/contract imports core types only (import type).' },
    ],
  })),
  'ui-imports-no-adapters': [
    {
      files: ['src/ui/**'],
      forbid: [
        { pattern: through('adapters', 'fakes'), message: 'The UI reaches adapters and fakes through the container (useInjection).' },
      ],
    },
  ],
  'prerender-imports-no-fakes': [
    {
      // The prerender's server entry (issue 43) is a root like src/main.tsx.
      files: ['src/prerender/**'],
      forbid: [
        { pattern: through('fakes'), message: 'The build-time profile (src/composition/bindings/build.ts) brings what the demo shows.' },
      ],
    },
  ],
  'early-paint-imports-no-framework': [
    {
      // The account's frame's own script (issue 46 point 4): a root, run as the page is parsed, before
      // the app: built alone and written into the page, it stays a few kilobytes of plain code.
      files: ['src/early/**'],
      forbid: [
        { pattern: FRAMEWORK, message: 'src/early runs before the app: no frameworks (it is written into the page).' },
        { pattern: through('fakes', 'composition'), message: 'src/early runs before the app: no composition, no fakes.' },
      ],
    },
  ],
  'adapters-import-no-outer-ring': [{ files: ['src/adapters/**', 'fakes/**'], forbid: [OUTER_RING] }],
  'fake-gateways-import-no-http': [
    {
      files: ['fakes/adapters/**'],
      forbid: [
        {
          pattern: /(^|\/)adapters\/http\//,
          message: "Fakes use the wire contract (src/contract) and the client's mapping (src/adapters/wire), never the HTTP adapter.",
        },
      ],
    },
  ],
  'fake-server-imports-no-client': [
    {
      files: ['fakes/**'],
      ignores: ['fakes/adapters/**'],
      forbid: [
        {
          pattern: /(^|\/)src\/adapters\//,
          message: "The fake server knows src/core and the wire contract (src/contract), never the client's adapters.",
        },
      ],
    },
  ],
};

/** One config block per zone of each rule; the rule's name is `architecture/<name>`. */
export const IMPORT_RULE_NAMES = Object.keys(IMPORT_RULES);
export const importZones = Object.entries(IMPORT_RULES).flatMap(([name, zones]) =>
  zones.map(({ files, ignores = [], forbid }) => ({
    files,
    ignores,
    rules: {
      [`architecture/${name}`]: [
        'error',
        ...forbid.map(({ pattern, message, typesAllowed }) => ({ selector: importsOf(pattern, { typesAllowed }), message })),
      ],
    },
  })),
);
