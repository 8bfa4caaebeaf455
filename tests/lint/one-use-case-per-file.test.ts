// @vitest-environment node
// docs/architecture.md rule 2: one use case per file, named by its verb. Every file under
// src/core/<context>/use-cases/ declares exactly one class, and the file is that class's name in
// kebab-case (`WithdrawFunds` in `withdraw-funds.ts`). Helpers shared by use cases live in a named
// module of their context, not in use-cases/.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const core = join(root, 'src/core');

const kebab = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** What is wrong with one use-case file, or null. */
export function useCaseFileProblem(fileName: string, source: string): string | null {
  const classes = [...source.matchAll(/^\s*(?:export\s+)?(?:abstract\s+)?class\s+(\w+)/gm)].map((m) => m[1] ?? '');
  if (classes.length !== 1) return `declares ${classes.length} classes (${classes.join(', ') || 'none'}), not one use case`;
  const expected = `${kebab(classes[0] ?? '')}.ts`;
  return fileName === expected ? null : `holds ${classes[0]}, so it is named ${expected}`;
}

function useCaseFiles(): string[] {
  return readdirSync(core, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((context) => {
      const dir = join(core, context.name, 'use-cases');
      try {
        return readdirSync(dir)
          .filter((file) => file.endsWith('.ts'))
          .map((file) => join(dir, file));
      } catch {
        return [];
      }
    });
}

describe('one use case per file (architecture rule 2)', () => {
  it('finds the use cases', () => {
    expect(useCaseFiles().length).toBeGreaterThan(15);
  });

  it('holds for every file under src/core/*/use-cases', () => {
    const problems = useCaseFiles()
      .map((path) => {
        const problem = useCaseFileProblem(path.slice(path.lastIndexOf('/') + 1), readFileSync(path, 'utf8'));
        return problem && `${relative(root, path)} ${problem}`;
      })
      .filter(Boolean);
    expect(problems).toEqual([]);
  });

  it('fails a file with two use cases, a file named otherwise, and a helper module', () => {
    expect(useCaseFileProblem('payout-methods.ts', 'export class ListPayoutMethods {}\nexport class SavePayoutMethod {}\n')).toMatch(
      /2 classes/,
    );
    expect(useCaseFileProblem('payout-methods.ts', 'export class ListPayoutMethods {}\n')).toMatch(/list-payout-methods\.ts/);
    expect(useCaseFileProblem('load-block.ts', 'export async function loadBlock() {}\n')).toMatch(/0 classes/);
    expect(useCaseFileProblem('withdraw-funds.ts', 'export class WithdrawFunds {}\n')).toBeNull();
  });
});
