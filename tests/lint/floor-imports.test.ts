// @vitest-environment node
// The floor the route budgets are set against counts the chosen libraries the app really imports
// (issue 22 point 3): scripts/lib/floor-imports.mjs, run on src/ by scripts/floor.mjs, which writes the
// figure the budget reads (scripts/floor.json).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHOSEN_LIBRARIES } from '../../scripts/floor.mjs';
import { floorEntry, inBrowserApp, libraryImports, packageOf } from '../../scripts/lib/floor-imports.mjs';
import { readFloor } from '../../scripts/lib/floor-figure.mjs';

const SRC = resolve(__dirname, '../../src');
const texts = () =>
  readdirSync(SRC, { recursive: true })
    .map(String)
    .filter((f) => /\.(ts|tsx|js)$/.test(f) && inBrowserApp(f))
    .map((f) => readFileSync(join(SRC, f), 'utf8'));

describe('the libraries’ floor', () => {
  it('counts the entry points of the chosen libraries that src/ imports — not reflect-metadata, which it no longer imports', () => {
    const imported = libraryImports(texts(), CHOSEN_LIBRARIES);
    expect(imported).toEqual(expect.arrayContaining(['i18next', 'inversify', 'react', 'react-dom/client', 'valtio', 'wouter']));
    expect(imported).not.toContain('reflect-metadata');
    // The checked-in figure the budget reads counts the same (npm run bench measures it again).
    expect(readFloor(resolve(SRC, '..')).libraries).toEqual(imported);
  });

  it('reads static, side-effect and dynamic imports, and skips types, comments and other packages', () => {
    const files = [
      "import { a } from 'wouter';\nimport 'reflect-metadata';",
      "const m = await import('valtio/utils');\nexport { b } from 'react';",
      "import type { Container } from 'inversify';\n// import { x } from 'i18next';\n/* import 'react-i18next' */",
      "import { Map } from 'ol/Map';\nimport x from './local';\nimport y from '@scope/pkg/deep';",
    ];
    expect(libraryImports(files, [...CHOSEN_LIBRARIES, '@scope/pkg'])).toEqual([
      '@scope/pkg/deep',
      'react',
      'reflect-metadata',
      'valtio/utils',
      'wouter',
    ]);
    expect(packageOf('@scope/pkg/deep')).toBe('@scope/pkg');
    expect(packageOf('react-dom/client')).toBe('react-dom');
  });

  it('keeps each imported entry point whole', () => {
    expect(floorEntry(['react', 'react-dom/client'])).toBe(
      "import * as lib0 from 'react';\nimport * as lib1 from 'react-dom/client';\nObject.assign(globalThis, { floor: [lib0, lib1] });\n",
    );
  });
});
