// The public pages' table (scripts/bench-limit.mjs; pure: Lighthouse's runs in, rows and Markdown out).
// Each page against two references measured in the same run, its loads taken in turn with theirs:
// - its LCP against its limit's (its own HTML without scripts): goal ≤ 1.1 ×;
// - its TBT against the floor page's (scripts/floor.mjs, `buildFloorPage`: the chosen libraries'
//   least use in the app's shell): goal ≤ 2 × (issue 43).

export const GOALS = { lcpRatio: 1.1, tbtRatio: 2 };

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `value` over `of`, or null when `of` is 0 (a floor with no blocking time: no ratio to give). */
const ratioOf = (value, of) => (of > 0 ? value / of : null);

/**
 * A page's row from its runs: `{ page, limit, floor, before? }`, each a list of `{ lcp, tbt }` (ms),
 * one per turn. The medians, the page's LCP over its limit's and its TBT over the floor's; with
 * `before` (an earlier build's page, BENCH_LIMIT_BEFORE), the same ratios for it.
 */
export function limitRow(visitor, page, runs) {
  const of = (name) => ({ lcp: median(runs[name].map((r) => r.lcp)), tbt: median(runs[name].map((r) => r.tbt)) });
  const [own, limit, floor] = ['page', 'limit', 'floor'].map(of);
  const row = {
    visitor,
    page,
    pageLcp: own.lcp,
    limitLcp: limit.lcp,
    ratio: own.lcp / limit.lcp,
    pageTbt: own.tbt,
    floorTbt: floor.tbt,
    tbtRatio: ratioOf(own.tbt, floor.tbt),
  };
  if (!runs.before) return { ...row, runs };
  const before = of('before');
  const compared = {
    beforeLcp: before.lcp,
    beforeRatio: before.lcp / limit.lcp,
    beforeTbt: before.tbt,
    beforeTbtRatio: ratioOf(before.tbt, floor.tbt),
  };
  return { ...row, ...compared, runs };
}

const ms = (n) => String(Math.round(n));
const times = (ratio) => (ratio === null ? '–' : ratio.toFixed(2));

/** docs/benchmarks.md's headline: each page's LCP against its limit's and TBT against the floor's (scripts/bench-report.mjs). */
export function limitLines(report) {
  const before = report.rows.some((r) => r.beforeLcp !== undefined);
  const header = ['visitor', 'page', 'LCP ms', 'limit LCP ms', 'LCP ratio', 'TBT ms', 'floor TBT ms', 'TBT ratio'];
  if (before) header.push('before: LCP ms', 'LCP ratio', 'TBT ms', 'TBT ratio');
  const cells = (r) => {
    const own = [r.visitor, r.page, ms(r.pageLcp), ms(r.limitLcp), `**${times(r.ratio)}**`];
    own.push(ms(r.pageTbt), ms(r.floorTbt), `**${times(r.tbtRatio)}**`);
    if (!before) return own;
    if (r.beforeLcp === undefined) return [...own, '–', '–', '–', '–'];
    return [...own, ms(r.beforeLcp), times(r.beforeRatio), ms(r.beforeTbt), times(r.beforeTbtRatio)];
  };
  return [
    `Lighthouse 12, mobile (simulated Slow 4G, 4× CPU), through deploy/'s nginx; median of ${report.runs} run(s) of each, the page, its limit${before ? ', the earlier build’s page' : ''} and the floor page taken in turn. ` +
      "The limit is the page's own prerendered HTML with every script, style sheet, preload and image taken out; the floor page is the chosen libraries' least use (`scripts/floor/entry.tsx`) in the app's shell (`scripts/bench-limit.mjs`). " +
      `Goals: an LCP ratio of at most ${GOALS.lcpRatio}, a TBT ratio of at most ${GOALS.tbtRatio} (–: the floor blocked for 0 ms).`,
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, i) => (i < 2 ? '---' : '---:')).join(' | ')} |`,
    ...report.rows.map((r) => `| ${cells(r).join(' | ')} |`),
  ];
}
