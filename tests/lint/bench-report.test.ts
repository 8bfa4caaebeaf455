import { describe, expect, it } from 'vitest';
import { withKeptPart } from '../../scripts/bench-report.mjs';

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
