import { describe, expect, it } from 'vitest';
import { withKeptPart } from '../../scripts/bench-report.mjs';
import { referenceRow, signedInLines } from '../../scripts/bench-signed-in.mjs';
import { lighthouseChromiumArgs } from '../../scripts/lib/lighthouse-chromium.mjs';

const fresh = '# Benchmarks\n\nMeasured today.\n\n## JavaScript per route\n\nnew figures\n';

describe('npm run bench rewrites docs/benchmarks.md', () => {
  it('keeps the hand-written part (an issue’s figures before and after) right after the first paragraph', () => {
    const kept = '<!-- kept by npm run bench -->\n## Issue 22\n\nbefore → after\n<!-- end of the kept part -->\n';
    const previous = `# Benchmarks\n\nMeasured yesterday.\n\n${kept}\n## JavaScript per route\n\nold figures\n`;
    expect(withKeptPart(fresh, previous)).toBe(`# Benchmarks\n\nMeasured today.\n\n${kept}\n## JavaScript per route\n\nnew figures\n`);
  });

  it('writes the new figures alone when nothing was written by hand', () => {
    expect(withKeptPart(fresh, '# Benchmarks\n\nold\n')).toBe(fresh);
    expect(withKeptPart(fresh, '')).toBe(fresh);
  });
});

describe('the signed-in pages’ table (npm run bench)', () => {
  const lh = (lcp: number, tbt: number) => ({ lcp, tbt, benchmarkIndex: 2000 });

  it('gives the libraries’ floor page a row beside the pages: Lighthouse’s medians, the goals marked, nothing to be ready for', () => {
    const page = { build: 'production', page: '/user/account', label: '', lcp: 2400, tbt: 1300, ready: 3100, benchmarkIndex: 1900 };
    const reference = referenceRow([lh(1700, 90), lh(1600, 40), lh(1450, 60)]);
    const lines = signedInLines({ rows: [page, reference] });
    expect(lines[0]).toContain('| LCP ms (× the floor) | TBT ms (× the floor) |');
    expect(lines[2]).toBe('| production | /user/account | 2400 ✗ (1.50 ×) | 1300 ✗ (21.67 ×) | 3100 | 1900 |');
    expect(lines[3]).toBe("| reference | the libraries' floor (scripts/floor/entry.tsx in the app's shell) | 1600 ✗ | 60 | – | 2000 |");
  });

  it('gives no ratio when the run had no reference', () => {
    const page = { build: 'demo', page: '/user/withdraw', label: '', lcp: 1400, tbt: 150, ready: 2000, benchmarkIndex: 1800 };
    const lines = signedInLines({ rows: [page] });
    expect(lines[0]).toContain('| LCP ms | TBT ms |');
    expect(lines[2]).toBe('| demo | /user/withdraw | 1400 | 150 | 2000 | 1800 |');
  });
});

describe('issue 46’s table: the account against the floor page (npm run bench)', () => {
  const lh = (lcp: number, tbt: number) => ({ lcp, tbt, benchmarkIndex: 2000 });
  const account = (condition: 'first' | 'returning', tbt: number, appliedTbt: number | null) => ({
    build: 'production',
    page: '/user/account',
    condition,
    label: '',
    lcp: 1500,
    tbt,
    appliedTbt,
    balance: 2300,
    ready: 3500,
    keptBalance: 1800,
    keptReady: 2000,
    copy: condition === 'first' ? 'none' : 'balance + history',
    benchmarkIndex: 1900,
  });
  const rowOf = (lines: string[], condition: string) => lines.find((line) => line.startsWith(`| production | ${condition} |`));

  it('judges the TBT goal on the blocking time measured as the pages ran, Lighthouse’s simulated figure beside it', () => {
    // Simulated: 600 ms against the floor's 50 (12 ×); as run: 60 ms against the floor's 250 (0.24 ×).
    const floor = referenceRow(
      [lh(1800, 50)],
      [
        { lcp: 2500, tbt: 250 },
        { lcp: 2520, tbt: 240 },
        { lcp: 2510, tbt: 270 },
      ],
    );
    const lines = signedInLines({ rows: [account('first', 600, 60), account('returning', 700, 600), floor] });
    expect(lines.find((line) => line.startsWith('| build | account |'))).toContain(
      '| TBT ms, simulated (× the floor) | TBT ms, as run (× the floor) |',
    );
    expect(rowOf(lines, 'first')).toBe(
      '| production | first | none | 1500 (0.83 ×) | 600 (12.00 ×) | 60 (0.24 ×) | 2300 (0.92 ×) | 3500 (1.39 ×) | 1800 (0.72 ×) | 2000 (0.80 ×) | balance + 10 ≤ 1.3 × ✗ / ✓; TBT ≤ 2 × ✓ |',
    );
    // 600 ms as run is 2.4 × the floor's 250: not met, whatever the simulation says.
    expect(rowOf(lines, 'returning')).toContain('| 600 (2.40 ×) |');
    expect(rowOf(lines, 'returning')).toMatch(/; TBT ≤ 2 × ✗ \|$/);
  });

  it('leaves the TBT goal unjudged when the blocking time as run was not measured', () => {
    const floor = referenceRow([lh(1800, 50)], [{ lcp: 2500, tbt: null }]);
    const lines = signedInLines({ rows: [account('first', 600, 60), floor] });
    expect(rowOf(lines, 'first')).toMatch(/\| 600 \(12\.00 ×\) \| – \|.*; TBT ≤ 2 × – \|$/);
  });
});

describe('the benchmark’s browser (scripts/lib/lighthouse-chromium.mjs)', () => {
  const where = { port: 9222, userDataDir: '/tmp/profile' };

  it('speaks the visitor’s language: its own languages and every request’s Accept-Language, so the app does not switch a French page to English', () => {
    expect(lighthouseChromiumArgs({ ...where, language: 'fr-FR' })).toContain('--accept-lang=fr-FR');
    expect(lighthouseChromiumArgs({ ...where, language: 'ja-JP' })).toContain('--accept-lang=ja-JP');
  });

  it('keeps Chromium’s own language when no visitor is named (the whole-site Lighthouse runs)', () => {
    expect(lighthouseChromiumArgs(where).some((arg) => arg.startsWith('--accept-lang'))).toBe(false);
  });
});
