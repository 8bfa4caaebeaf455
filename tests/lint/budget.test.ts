// @vitest-environment node
// The budget check of `npm test` (scripts/budget.mjs) on crafted builds: it must fail when it should.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  atStartFiles,
  checkBudget,
  CUSTOMER_CODE_AT_START,
  ROUTE_BUDGETS,
  ROUTE_SCREENS,
  routeFiles,
} from '../../scripts/budget-check.mjs';
import { floorFigure, staleFloor } from '../../scripts/lib/floor-figure.mjs';

type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

const KB = 1024;
const HOME = 'src/ui/screens/content/home/HomeScreen.tsx';
const FAQ = 'src/ui/screens/content/faq/FaqScreen.tsx';
const MAP = 'src/ui/screens/places/shop-and-return/ShopAndReturnScreen.tsx';
const MAP_ADAPTER = 'src/adapters/map/ol-map-loader.ts';
const ACCOUNT = 'src/ui/screens/wallet/account/AccountScreen.tsx';
const WITHDRAW = 'src/ui/screens/wallet/withdraw/WithdrawScreen.tsx';

/** A build like the app's: an entry, the composition, three routes, and OpenLayers behind the map adapter. */
function build(overrides: { faqImports?: string[]; homeKb?: number; withdrawKb?: number } = {}) {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: [HOME, FAQ, MAP] },
    '_shared.js': { file: 'assets/shared.js' },
    '_ol.js': { file: 'assets/ol.js' },
    'src/composition/bindings/production.ts': { file: 'assets/production.js', isDynamicEntry: true, imports: ['_shared.js'] },
    [HOME]: { file: 'assets/home.js', isDynamicEntry: true, imports: ['_shared.js'] },
    [FAQ]: { file: 'assets/faq.js', isDynamicEntry: true, imports: overrides.faqImports ?? ['_shared.js'] },
    [MAP]: { file: 'assets/map.js', isDynamicEntry: true, imports: ['_shared.js'], dynamicImports: [MAP_ADAPTER] },
    [MAP_ADAPTER]: { file: 'assets/ol-map-loader.js', isDynamicEntry: true, imports: ['_ol.js'] },
    [ACCOUNT]: { file: 'assets/account.js', isDynamicEntry: true, imports: ['_shared.js', '_money.js'] },
    [WITHDRAW]: { file: 'assets/withdraw.js', isDynamicEntry: true, imports: ['_shared.js', '_money.js'] },
    '_money.js': { file: 'assets/money.js' },
  };
  const chunkModules: Record<string, string[]> = {
    'assets/index.js': ['src/main.tsx', 'node_modules/react-dom/cjs/react-dom-client.production.js'],
    'assets/shared.js': ['src/ui/components/Card/Card.tsx'],
    'assets/production.js': ['src/composition/bindings/production.ts'],
    'assets/home.js': [HOME],
    'assets/faq.js': [FAQ],
    'assets/map.js': [MAP],
    'assets/ol-map-loader.js': [MAP_ADAPTER],
    'assets/ol.js': ['node_modules/ol/Map.js', 'node_modules/ol/View.js'],
    'assets/account.js': [ACCOUNT],
    'assets/withdraw.js': [WITHDRAW],
    'assets/money.js': ['src/ui/state/wallet-store.ts'],
  };
  const sizes: Record<string, number> = {
    'assets/index.js': 100 * KB,
    'assets/shared.js': 5 * KB,
    'assets/production.js': 5 * KB,
    'assets/home.js': (overrides.homeKb ?? 2) * KB,
    'assets/account.js': 8 * KB,
    'assets/money.js': 5 * KB,
    'assets/withdraw.js': (overrides.withdrawKb ?? 8) * KB,
  };
  // The routes of the table this crafted build holds (a real build holds them all).
  const screens = ROUTE_SCREENS.filter((s) => s.module in manifest);
  return { manifest, chunkModules, screens, gzipOf: (file: string) => sizes[file] ?? KB };
}

describe('the bundle budget', () => {
  it('counts for the home route the entry, the composition every page loads and the home screen, with their imports', () => {
    expect(routeFiles(build().manifest, HOME)).toEqual(['assets/home.js', 'assets/index.js', 'assets/production.js', 'assets/shared.js']);
  });

  it('passes a home route within 1.2 × the floor, and fails one past it, naming its files', () => {
    const floor = 100 * KB; // budget 120 KB; the route is 110 KB + the home screen
    expect(checkBudget({ ...build({ homeKb: 2 }), floorGzip: floor }).problems).toEqual([]);
    const atBudget = checkBudget({ ...build({ homeKb: 10 }), floorGzip: floor });
    expect([atBudget.budgets[0]?.gzip, atBudget.problems]).toEqual([120 * KB, []]);
    expect(checkBudget({ ...build({ homeKb: 11 }), floorGzip: floor }).problems).toEqual([
      expect.stringMatching(/the home route \(\/\) loads 121\.0 KB gzip of JS, over its budget of 120\.0 KB.*assets\/home\.js/),
    ]);
  });

  it('holds the account and withdraw routes within 1.3 × the floor, and fails one past it, naming it', () => {
    const floor = 100 * KB; // budget 130 KB; a wallet route is 110 KB + its money chunk 5 KB + its screen
    expect(ROUTE_BUDGETS).toEqual([
      { path: '/', screen: HOME, factor: 1.2 },
      { path: '/user/account', screen: ACCOUNT, factor: 1.3 },
      { path: '/user/withdraw', screen: WITHDRAW, factor: 1.3 },
    ]);
    const within = checkBudget({ ...build({ withdrawKb: 15 }), floorGzip: floor });
    expect(within.problems).toEqual([]);
    expect(within.budgets.map((b) => [b.path, b.gzip / KB, b.budget / KB])).toEqual([
      ['/', 112, 120],
      ['/user/account', 123, 130],
      ['/user/withdraw', 130, 130],
    ]);
    expect(checkBudget({ ...build({ withdrawKb: 16 }), floorGzip: floor }).problems).toEqual([
      expect.stringMatching(/\/user\/withdraw loads 131\.0 KB gzip of JS, over its budget of 130\.0 KB \(1\.3 × .*assets\/withdraw\.js/),
    ]);
  });

  it('lets OpenLayers load behind the map adapter, and fails when a route without a map imports it', () => {
    expect(checkBudget({ ...build(), floorGzip: null }).problems).toEqual([]);
    const problems = checkBudget({ ...build({ faqImports: ['_shared.js', '_ol.js'] }), floorGzip: null }).problems;
    expect(problems).toEqual([expect.stringContaining(`${FAQ} has no map but loads OpenLayers in assets/ol.js`)]);
  });

  it('measures the routes of the route table, and fails a build that lacks one', () => {
    expect(build().screens.map((s) => s.module)).toEqual([HOME, FAQ, MAP, ACCOUNT, WITHDRAW]);
    expect(ROUTE_SCREENS.filter((s) => s.map).map((s) => s.module)).toEqual(['src/ui/screens/places/countries/CountriesScreen.tsx', MAP]);
    expect(checkBudget({ ...build(), screens: ROUTE_SCREENS, floorGzip: null }).problems).toContain(
      'the build has no src/ui/screens/support/dsar/DsarScreen.tsx',
    );
  });

  it('refuses to pass blind: no OpenLayers anywhere, or files without a module list, are problems', () => {
    const b = build();
    const noOl = { ...b, chunkModules: { ...b.chunkModules, 'assets/ol.js': ['node_modules/other/x.js'] } };
    expect(checkBudget({ ...noOl, floorGzip: null }).problems).toEqual([expect.stringContaining('no file of the build holds OpenLayers')]);
    const { ['assets/faq.js']: _faq, ...rest } = b.chunkModules;
    expect(checkBudget({ ...b, chunkModules: rest, floorGzip: null }).problems).toEqual([
      expect.stringContaining(`${FAQ}: no module list for assets/faq.js`),
    ]);
  });

  it('tells apart, for a customer page, the customer’s code it asks for at start (the session and its money): not for a visitor’s page', () => {
    const b = build();
    const manifest = {
      ...b.manifest,
      'src/composition/bindings/customer-gateways.ts': { file: 'assets/customer-gateways.js', isDynamicEntry: true, imports: ['_http.js'] },
      'src/adapters/http/page-api-client.ts': {
        file: 'assets/page-api-client.js',
        isDynamicEntry: true,
        imports: ['_http.js', '_shared.js'],
      },
      '_http.js': { file: 'assets/http.js' },
      'src/core/wallet/use-cases/get-withdrawal-terms.ts': { file: 'assets/terms.js', isDynamicEntry: true },
    };
    const files = (screen: string) => routeFiles(manifest, screen);
    expect(atStartFiles(manifest, '/', files(HOME))).toEqual([]);
    expect(atStartFiles(manifest, '/user/account', files(ACCOUNT))).toEqual([
      'assets/customer-gateways.js',
      'assets/http.js',
      'assets/page-api-client.js',
    ]);
    expect(atStartFiles(manifest, '/user/withdraw', files(WITHDRAW))).toEqual([
      'assets/customer-gateways.js',
      'assets/http.js',
      'assets/page-api-client.js',
      'assets/terms.js',
    ]);
    const account = checkBudget({ ...b, manifest, floorGzip: 100 * KB }).budgets.find((r) => r.path === '/user/account');
    expect(account?.atStartGzip).toBe((account?.gzip ?? 0) + 3 * KB);
  });

  it('knows what the app asks for at start on a customer page: the imports of preloadCustomerCode', () => {
    const source = fs.readFileSync(path.resolve(__dirname, '../../src/composition/create-container.ts'), 'utf8');
    const body = /export function preloadCustomerCode[\s\S]*?\n}/.exec(source)?.[0] ?? '';
    const imported = [...body.matchAll(/import\('([^']+)'\)/g)].map((m) =>
      path.relative(path.resolve(__dirname, '../..'), path.resolve(__dirname, '../../src/composition', m[1]!)),
    );
    const listed = Object.values(CUSTOMER_CODE_AT_START)
      .flat()
      .map((k) => k.replace(/\.tsx?$/, ''));
    // Production's and the demo's own server (in the demo's build only): the frames ask for each at once.
    expect(imported.sort()).toEqual(listed.sort());
  });
});

// The floor is measured once and checked in (scripts/floor.json): `npm run bench` (or `node
// scripts/floor.mjs`) measures it again; the budget check reads it, and refuses a figure measured
// with other libraries than package-lock.json holds, so it cannot go stale without a word.
describe('the libraries’ floor, a checked-in figure', () => {
  const LIBRARIES = ['inversify', 'react', 'react-dom/client'];
  const VERSIONS = { inversify: '8.2.3', react: '19.3.1', 'react-dom': '19.3.1', vite: '8.3.8', rolldown: '1.2.19' };
  const lock = (versions: Record<string, string>) => ({
    packages: {
      '': { name: 'app' },
      ...Object.fromEntries(Object.entries(versions).map(([n, version]) => [`node_modules/${n}`, { version }])),
    },
  });
  const measured = { libraries: LIBRARIES, whole: { jsGzip: 100 * KB, jsRaw: 300 * KB }, minimal: { jsGzip: 90 * KB, jsRaw: 280 * KB } };
  const figure = floorFigure(measured, lock({ ...VERSIONS, valtio: '2.3.2' }), new Date('2026-12-02T10:00:00Z'));
  const AGAIN = 'measure it again (node scripts/floor.mjs, or npm run bench) and commit scripts/floor.json';

  it('keeps the sizes, the entry points it counts, when, and the versions of their packages and of the bundler that built them', () => {
    expect(figure).toEqual({ measuredAt: '2026-12-02', ...measured, versions: VERSIONS });
  });

  it('is current while package-lock.json holds the versions it was measured with and src/ imports what it counts', () => {
    expect(staleFloor(figure, { libraries: LIBRARIES, lock: lock({ ...VERSIONS, valtio: '2.4.0' }) })).toEqual([]);
  });

  it('is refused, naming the package and both versions, when package-lock.json holds another version of a library or of the bundler', () => {
    expect(staleFloor(figure, { libraries: LIBRARIES, lock: lock({ ...VERSIONS, react: '19.4.0', vite: '8.4.0' }) })).toEqual([
      `the libraries' floor (scripts/floor.json) was measured with react 19.3.1, and package-lock.json has react 19.4.0: ${AGAIN}`,
      `the libraries' floor (scripts/floor.json) was measured with vite 8.3.8, and package-lock.json has vite 8.4.0: ${AGAIN}`,
    ]);
  });

  it('is refused when src/ imports other entry points of the chosen libraries than it counts', () => {
    expect(staleFloor(figure, { libraries: ['inversify', 'react', 'react-dom/client', 'valtio'], lock: lock(VERSIONS) })).toEqual([
      `the libraries' floor (scripts/floor.json) counts inversify, react, react-dom/client, but src/ imports inversify, react, react-dom/client, valtio: ${AGAIN}`,
    ]);
  });
});
