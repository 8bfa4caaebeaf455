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
