// The architecture's rules (docs/architecture.md, "Import zones" and "The rules and what checks them"),
// checked by ESLint as code is written and by `npm run lint`; tests/lint/architecture-rules.test.ts
// plants a bad line in each zone and expects its message.
//
// Each rule is ESLint's own `no-restricted-syntax` under a name of its own (`architecture/<rule>`):
// flat config gives a file the options of the last block naming a rule, so one shared rule name
// would let a zone's block drop another's restrictions; a name per rule keeps them apart, and the
// report names the rule that was broken.
import { builtinRules } from 'eslint/use-at-your-own-risk';
import globals from 'globals';
import { NAMESPACES } from '../src/core/content/namespace-list.js';
import { IMPORT_RULE_NAMES, importZones } from './import-zones.js';

/** A call to `methods` of `objects` (`wallet.confirm()`, `this.wallet.confirm()`, `save.execute()`). */
const call = (objects, methods) =>
  `CallExpression[callee.property.name=/^(${methods})$/]:matches([callee.object.name=/^(${objects})$/], [callee.object.property.name=/^(${objects})$/])`;
/** What sends something the server acts on: each goes through the single-submission guard. */
const SENDING = [
  call('wallet|withdrawal', 'confirm'),
  call('session', 'deleteAccount|login|signUp|sendVerificationCode|confirmEmail|updateProfile'),
  call('setDefault|save|send|change|reset|request|withdrawFunds', 'execute'),
];
const GUARD = 'CallExpression:matches([callee.name=/^(guard|submit)$/], [callee.property.name=/^(guard|submit)$/])';
const FLAG = /^(busy|inFlight|sending|submitting|saving)/;

const SCREEN_NAMESPACES = NAMESPACES.filter((ns) => ns !== 'common' && ns !== 'errors');
/** A key of a screen's namespace (`'wallet:history.title'`, `` `support:${x}` ``), or of the pages of every screen. */
const SCREEN_KEY = new RegExp(`^((${SCREEN_NAMESPACES.join('|')}):|common:pages\\.)`);

/** The browser's own globals (not ECMAScript's), but URLSearchParams, which every runtime has (types/url-standard.d.ts). */
const BROWSER_ONLY = Object.keys(globals.browser).filter((name) => !(name in globals.es2022) && name !== 'URLSearchParams');

const RULE_NAMES = [...IMPORT_RULE_NAMES, 'single-submission', 'component-texts'];
const restrictedSyntax = builtinRules.get('no-restricted-syntax');

export const architecture = [
  { plugins: { architecture: { rules: Object.fromEntries(RULE_NAMES.map((name) => [name, restrictedSyntax])) } } },
  ...importZones,
  {
    // Core is plain ECMAScript: no browser globals (tsconfig.core.json has no DOM lib either, so tsc
    // fails on them too; this names the rule where the code is read).
    files: ['src/core/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-globals': [
        'error',
        ...BROWSER_ONLY.map((name) => ({ name, message: 'src/core runs without the browser: take it through a port.' })),
      ],
    },
  },
  {
    // Issue 17 point 2: every button that sends — in a form or not — uses the one guard (useSubmission,
    // which useForm uses), so a double tap never sends twice; the stores (src/ui/state) are what it guards.
    files: ['src/ui/**'],
    ignores: ['src/ui/state/**'],
    rules: {
      'architecture/single-submission': [
        'error',
        {
          selector: `:matches(${SENDING.join(', ')}):not(${GUARD} *)`,
          message:
            'What sends goes through the one single-submission guard (useSubmission, or useForm’s submit): a double tap never sends twice.',
        },
        {
          selector: `VariableDeclarator[init.callee.name='useRef'][id.name=${FLAG}], VariableDeclarator[init.callee.name='useState'][id.elements.0.name=${FLAG}]`,
          message: 'No in-flight flag of a screen’s own: useSubmission says whether it is sending.',
        },
      ],
    },
  },
  {
    // Rule 10: a shared component knows no screen's texts; the screen passes them, from its namespace.
    files: ['src/ui/components/**'],
    rules: {
      'architecture/component-texts': [
        'error',
        ...[`Literal[value=${SCREEN_KEY}]`, `TemplateElement[value.raw=${SCREEN_KEY}]`].map((selector) => ({
          selector,
          message: 'A shared component names keys of common and errors only: a text of a screen comes from its screen.',
        })),
      ],
    },
  },
  {
    // Files a newcomer can read: 200 lines, blank lines and comments counted; data files aside.
    files: ['src/**', 'fakes/**'],
    ignores: ['fakes/factories/bin-places.ts'],
    rules: { 'max-lines': ['error', { max: 200, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Rule 2: one use case per file (tests/lint/one-use-case-per-file.test.ts: the class is named as its file).
    files: ['src/core/*/use-cases/**'],
    rules: { 'max-classes-per-file': ['error', 1] },
  },
];
