import { COUNTRY_CODES, LOCALES, type CountryCode } from '../../src/core/content/locale';
import { createDemoWorld, type WorldOptions } from '../demo-world';
import { createFakeApi, type FakeApi } from './fake-api';

type BinsPerMarket = NonNullable<WorldOptions['binsPerMarket']>;

/**
 * `FAKE_API_BINS`, e.g. `fr:10000` or `fr:10000,us:500`: how many bins those markets hold instead of
 * the demo's few (the benchmark's 10,000). Anything else in it is an error, not a silent default.
 */
export function binsPerMarketFrom(text: string | undefined): BinsPerMarket {
  const result: Partial<Record<CountryCode, number>> = {};
  for (const part of (text ?? '').split(',').filter((p) => p.trim() !== '')) {
    const match = /^\s*([a-z]{2})\s*:\s*(\d+)\s*$/.exec(part);
    const country = match?.[1] as CountryCode | undefined;
    if (!match || !country || !COUNTRY_CODES.includes(country)) {
      throw new Error(`FAKE_API_BINS: "${part}" is not <country>:<count> with a country among ${COUNTRY_CODES.join(', ')}`);
    }
    result[country] = Number(match[2]);
  }
  return result;
}

/** `FAKE_API_SPEC_ONLY=1`: the specification's server (fake-api's `specOnly`); unset, empty or `0` is the whole contract. */
export function specOnlyFrom(text: string | undefined): boolean {
  const value = (text ?? '').trim();
  if (value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`FAKE_API_SPEC_ONLY: "${value}" is not 1 (only the specification's calls) or 0`);
}

export interface DevApiOptions {
  /** The fake content service accepts this credential (dev:http makes a random one per run: none is committed). */
  readonly contentToken?: string;
  /** Bins per market instead of the demo's; by default from `FAKE_API_BINS`. */
  readonly binsPerMarket?: BinsPerMarket;
  /** Only the specification's calls (docs/api-contract.md, "Without the assumed calls"); by default from `FAKE_API_SPEC_ONLY`. */
  readonly specOnly?: boolean;
}

/**
 * The demo world behind the fake API, for `npm run dev:http`, the production browser tests and the
 * benchmark: the production build talks to it over real HTTP, same origin. `FAKE_API_BINS=fr:10000`
 * (or `binsPerMarket`) fills a market with that many bins, `FAKE_API_SPEC_ONLY=1` (or `specOnly`) leaves
 * only the specification's calls; nothing of it reaches a build.
 */
export async function createDevApi(options: DevApiOptions = {}): Promise<FakeApi> {
  const {
    contentToken,
    binsPerMarket = binsPerMarketFrom(process.env.FAKE_API_BINS),
    specOnly = specOnlyFrom(process.env.FAKE_API_SPEC_ONLY),
  } = options;
  const backend = await createDemoWorld({ seed: 20261121, binsPerMarket });
  backend.latencyMs = 150;
  // The content service answers for every language, with no edits: the app keeps its own texts.
  const translations = Object.fromEntries(LOCALES.map((l) => [l, {}]));
  return createFakeApi(backend, { ...(contentToken ? { contentToken } : {}), translations, specOnly });
}
