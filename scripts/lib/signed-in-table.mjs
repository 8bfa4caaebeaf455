// The signed-in pages' tables (scripts/bench-signed-in.mjs; pure: the runs' medians in, Markdown out).
// Two tables:
// - every page and condition against the goals of issue 22 (LCP ≤ 1.5 s, TBT ≤ 200 ms), with LCP
//   and TBT also as a ratio to the libraries' floor page measured in the same run;
// - the account against the floor as issue 46 point 4 asks: for a returning customer (the device's
//   copy present) the balance painted ≤ 1.1 × the floor's LCP; for a first visit (no copy) the
//   balance and first ten transactions ≤ 1.3 × it; TBT ≤ 2 × the floor's for both. The painted times
//   are from loads with the throttling applied, so they are compared with the floor's LCP in loads
//   throttled alike; Lighthouse's LCP and TBT with the floor's by Lighthouse. The TBT goal is judged
//   on the blocking time measured in those applied loads, beside Lighthouse's simulated figure
//   (docs/decisions/serving-and-performance.md, "TBT judged as the page ran").

export const GOALS = { lcp: 1500, tbt: 200 };
/** Issue 46 point 4: ratios to the floor page's figures measured in the same run. */
export const COPY_GOALS = { returningBalance: 1.1, firstContent: 1.3, tbt: 2 };

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median of the values that are numbers, or null when none is (a page without a balance). */
export const medianOrNull = (values) => {
  const numbers = values.filter((v) => typeof v === 'number');
  return numbers.length ? median(numbers) : null;
};

/**
 * The floor page's row: Lighthouse's medians; nothing to be ready for (it shows no customer's money).
 * `applied`: its LCP and blocking time ({ lcp, tbt }) in loads with the ready loads' throttling applied, when measured.
 */
export function referenceRow(lh, applied = []) {
  return {
    build: 'reference',
    page: "the libraries' floor (scripts/floor/entry.tsx in the app's shell)",
    label: '',
    lcp: median(lh.map((r) => r.lcp)),
    tbt: median(lh.map((r) => r.tbt)),
    ready: null,
    appliedLcp: medianOrNull(applied.map((a) => a.lcp)),
    appliedTbt: medianOrNull(applied.map((a) => a.tbt)),
    benchmarkIndex: median(lh.map((r) => r.benchmarkIndex ?? 0)),
    runs: { lh, ready: [], applied },
  };
}

const ms = (v) => `${Math.round(v)}`;
const buildOf = (r) => `${r.build}${r.label ? ` (${r.label})` : ''}`;

/**
 * The table's lines (Markdown), for the report and the console. With the reference row, each page's
 * LCP and TBT are also given as a ratio to the floor's, measured in the same run; with the account's
 * painted times and the floor's LCP under the applied throttling, issue 46 point 4's table after it.
 */
export function signedInLines(report) {
  const mark = (v, goal) => (v <= goal ? '' : ' ✗');
  const floor = report.rows.find((r) => r.build === 'reference');
  const ratio = (v, of) => (floor && of > 0 ? ` (${(v / of).toFixed(2)} ×)` : '');
  return [
    `| build | page | LCP ms${floor ? ' (× the floor)' : ''} | TBT ms${floor ? ' (× the floor)' : ''} | ready ms (balance + content painted) | machine (Lighthouse benchmark index) |`,
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...report.rows.map((r) => {
      const own = r === floor;
      const lcp = `${ms(r.lcp)}${mark(r.lcp, GOALS.lcp)}${own ? '' : ratio(r.lcp, floor?.lcp)}`;
      const tbt = `${ms(r.tbt)}${mark(r.tbt, GOALS.tbt)}${own ? '' : ratio(r.tbt, floor?.tbt)}`;
      const page = `${r.page}${r.condition ? `, ${r.condition}` : ''}`;
      return `| ${buildOf(r)} | ${page} | ${lcp} | ${tbt} | ${r.ready === null ? '–' : ms(r.ready)} | ${r.benchmarkIndex ? ms(r.benchmarkIndex) : '–'} |`;
    }),
    ...copyGoalLines(report.rows, floor),
  ];
}

/** What the device's copy held in a row's loads. */
const COPY_WORDS = { none: 'none', balance: 'the balance', 'balance + history': 'the balance and history' };

/**
 * Issue 46 point 4's table: the account's rows with a painted balance, each against the floor (none
 * without the floor's LCP under the applied throttling, or without the account's painted times). The
 * goals are checked on the cold loads, as the floor's are, and on the loads with the app's files kept
 * in the browser's cache (a phone that kept the app), each every request throttled alike.
 */
function copyGoalLines(rows, floor) {
  const account = rows.filter((r) => r.page === '/user/account' && r.condition && typeof r.balance === 'number');
  if (!floor?.appliedLcp || !account.length) return [];
  // A floor that blocked for 0 ms: any blocking is infinitely more, none is as much.
  const times = (v, of) => (of > 0 ? v / of : v > 0 ? Number.POSITIVE_INFINITY : 1);
  const x = (v, of) => `${Number.isFinite(times(v, of)) ? times(v, of).toFixed(2) : '∞'} ×`;
  const cell = (v, of) => (typeof v === 'number' ? `${ms(v)} (${x(v, of)})` : '–');
  const met = (ratio, goal) => (ratio <= goal ? '✓' : '✗');
  const notes = account
    .filter((r) => r.stamped?.length)
    .map(
      (r) => `- ${buildOf(r)}, ${r.condition}: timed by a frame's stamp in some loads (no Element Timing entry): ${r.stamped.join(', ')}.`,
    );
  return [
    '',
    `Issue 46 point 4, the account against the floor page measured in the same run: Lighthouse LCP ${ms(floor.lcp)} ms, TBT ${ms(floor.tbt)} ms; ` +
      `LCP ${ms(floor.appliedLcp)} ms in cold loads with the throttling applied, which the painted times are divided by ` +
      "(the balance's and the tenth transaction's first paint by the Element Timing API, the clock of LCP; every request past the service worker, throttled), " +
      `and TBT ${typeof floor.appliedTbt === 'number' ? ms(floor.appliedTbt) : '–'} ms as it ran in them (the long tasks' parts past 50 ms from the first contentful paint until 5 s after the load settled), ` +
      "which the pages' blocking in their cold loads is divided by: the TBT goal is judged on it, Lighthouse's simulated TBT shown beside. " +
      `Goals: returning (the device's copy present, as the app wrote it on a visit before), the balance painted ≤ ${COPY_GOALS.returningBalance} ×; ` +
      `first (no copy), the balance and first ten transactions ≤ ${COPY_GOALS.firstContent} ×; TBT ≤ ${COPY_GOALS.tbt} × the floor's for both. ` +
      'Painted, cold: the HTTP cache emptied, as for the floor page; kept: the app’s files in the HTTP cache from a visit just before, as on a phone that kept them.',
    '',
    "| build | account | device's copy | LCP ms (× the floor) | TBT ms, simulated (× the floor) | TBT ms, as run (× the floor) | cold: balance painted ms (× the floor) | cold: balance + 10 transactions ms (× the floor) | kept: balance painted ms (× the floor) | kept: balance + 10 ms (× the floor) | goals: painted cold / kept; TBT as run |",
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...account.map((r) => {
      const [goal, cold, kept] =
        r.condition === 'first'
          ? [`balance + 10 ≤ ${COPY_GOALS.firstContent} ×`, r.ready, r.keptReady]
          : [`balance ≤ ${COPY_GOALS.returningBalance} ×`, r.balance, r.keptBalance];
      const ratio = r.condition === 'first' ? COPY_GOALS.firstContent : COPY_GOALS.returningBalance;
      const keptMet = typeof kept === 'number' ? met(times(kept, floor.appliedLcp), ratio) : '–';
      const ran = typeof r.appliedTbt === 'number' && typeof floor.appliedTbt === 'number';
      const tbtMet = ran ? met(times(r.appliedTbt, floor.appliedTbt), COPY_GOALS.tbt) : '–';
      const goals = `${goal} ${met(times(cold, floor.appliedLcp), ratio)} / ${keptMet}; TBT ≤ ${COPY_GOALS.tbt} × ${tbtMet}`;
      const copy = COPY_WORDS[r.copy] ?? r.copy ?? '–';
      const at = (v) => cell(v, floor.appliedLcp);
      const asRun = ran ? cell(r.appliedTbt, floor.appliedTbt) : '–';
      return `| ${buildOf(r)} | ${r.condition} | ${copy} | ${cell(r.lcp, floor.lcp)} | ${cell(r.tbt, floor.tbt)} | ${asRun} | ${at(r.balance)} | ${at(r.ready)} | ${at(r.keptBalance)} | ${at(r.keptReady)} | ${goals} |`;
    }),
    ...(notes.length ? ['', ...notes] : []),
  ];
}
