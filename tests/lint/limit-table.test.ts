import { describe, expect, it } from 'vitest';
import { limitLines, limitRow, median } from '../../scripts/lib/limit-table.mjs';

const run = (lcp: number, tbt: number) => ({ lcp, tbt });

describe('the public pages’ table (scripts/bench-limit.mjs, npm run bench)', () => {
  const runs = {
    page: [run(1200, 400), run(1100, 300), run(1300, 500), run(1000, 350), run(1150, 450)],
    limit: [run(700, 0), run(690, 0), run(710, 0), run(650, 0), run(720, 0)],
    floor: [run(900, 50), run(880, 40), run(950, 70), run(870, 60), run(910, 45)],
  };

  it('takes the middle of an odd count of runs', () => {
    expect(median([5, 1, 4, 2, 3])).toBe(3);
  });

  it('gives each page its LCP over its limit’s and its TBT over the floor page’s, medians of the runs', () => {
    const row = limitRow('returning, Japanese', '/faq', runs);
    expect(row).toMatchObject({ pageLcp: 1150, limitLcp: 700, pageTbt: 400, floorTbt: 50 });
    expect(row.ratio).toBeCloseTo(1150 / 700);
    expect(row.tbtRatio).toBe(8);
    expect(row).not.toHaveProperty('beforeLcp');
    const lines = limitLines({ runs: 5, rows: [row] });
    expect(lines[0]).toContain('median of 5 run(s)');
    expect(lines[2]).toBe('| visitor | page | LCP ms | limit LCP ms | LCP ratio | TBT ms | floor TBT ms | TBT ratio |');
    expect(lines[4]).toBe('| returning, Japanese | /faq | 1150 | 700 | **1.64** | 400 | 50 | **8.00** |');
  });

  it('gives the earlier build’s ratios beside them, against the same limit and floor (BENCH_LIMIT_BEFORE)', () => {
    const before = [run(1400, 600), run(1500, 700), run(1450, 650), run(1600, 640), run(1350, 660)];
    const row = limitRow('first visit, French (banner)', '/', { ...runs, before });
    expect(row).toMatchObject({ beforeLcp: 1450, beforeTbt: 650 });
    const lines = limitLines({ runs: 5, rows: [row] });
    expect(lines[2]).toContain('| TBT ratio | before: LCP ms | LCP ratio | TBT ms | TBT ratio |');
    expect(lines[4]).toBe('| first visit, French (banner) | / | 1150 | 700 | **1.64** | 400 | 50 | **8.00** | 1450 | 2.07 | 650 | 13.00 |');
  });

  it('gives no TBT ratio when the floor page blocked for 0 ms', () => {
    const row = limitRow('returning, Japanese', '/login', { ...runs, floor: runs.limit });
    expect(row.tbtRatio).toBeNull();
    expect(limitLines({ runs: 5, rows: [row] })[4]).toContain('| 400 | 0 | **–** |');
  });
});
