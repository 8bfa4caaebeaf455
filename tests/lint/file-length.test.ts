// @vitest-environment node
// docs/architecture.md "Files a newcomer can read": no source file in src/ or fakes/ over 200 lines,
// data files aside. A file that grows past it is split by responsibility, not by line count.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './import-graph';

const root = resolve(__dirname, '../..');
export const MAX_LINES = 200;

/** Data, not code: tables of seeded values, read by code that lives elsewhere. */
export const DATA_FILES = ['fakes/factories/bin-places.ts'];

/** The files over the limit that are not data, with their length. */
export function tooLong(files: readonly { path: string; text: string }[]): string[] {
  return files
    .filter(({ path }) => !DATA_FILES.includes(path))
    .map(({ path, text }) => ({ path, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ path, lines }) => `${path}: ${lines} lines`);
}

describe('files a newcomer can read', () => {
  const files = sourceFiles(root, ['src', 'fakes']).map(({ file, text }) => ({ path: file, text }));

  it('reads the sources of src/ and fakes/', () => {
    expect(files.length).toBeGreaterThan(200);
    for (const data of DATA_FILES) expect(files.map((f) => f.path)).toContain(data);
  });

  it(`holds no source file over ${MAX_LINES} lines, data files aside`, () => {
    expect(tooLong(files)).toEqual([]);
  });

  it('catches a file one line over, and lets a data file be long', () => {
    const lines = (n: number) => 'x\n'.repeat(n);
    expect(tooLong([{ path: 'src/core/long.ts', text: lines(MAX_LINES + 1) }])).toEqual([`src/core/long.ts: ${MAX_LINES + 1} lines`]);
    expect(tooLong([{ path: 'src/core/ok.ts', text: lines(MAX_LINES) }])).toEqual([]);
    expect(tooLong([{ path: DATA_FILES[0] ?? '', text: lines(500) }])).toEqual([]);
  });
});
