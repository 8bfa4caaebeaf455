// @vitest-environment node
// docs/architecture.md rule 2: one use case per file, named by its verb. ESLint allows one class in a
// file under src/core/<context>/use-cases/ (`max-classes-per-file`, eslint/architecture.js); this reads
// what each file exports: one class, and the file is that class's name in kebab-case (`WithdrawFunds`
// in `withdraw-funds.ts`). Helpers shared by use cases live in a named module of their context.
import { describe, expect, it } from 'vitest';

const modules = import.meta.glob<Record<string, unknown>>('../../src/core/*/use-cases/*.ts', { eager: true });

const kebab = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const isClass = (value: unknown): value is abstract new (...args: never[]) => unknown =>
  typeof value === 'function' && Function.prototype.toString.call(value).startsWith('class');

/** What is wrong with one use-case file, given what it exports, or null. */
export function useCaseFileProblem(fileName: string, exported: Record<string, unknown>): string | null {
  const classes = Object.values(exported)
    .filter(isClass)
    .map((c) => c.name);
  if (classes.length !== 1) return `exports ${classes.length} classes (${classes.join(', ') || 'none'}), not one use case`;
  const expected = `${kebab(classes[0] ?? '')}.ts`;
  return fileName === expected ? null : `holds ${classes[0]}, so it is named ${expected}`;
}

describe('one use case per file (architecture rule 2)', () => {
  it('finds the use cases', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(15);
  });

  it('holds for every file under src/core/*/use-cases', () => {
    const problems = Object.entries(modules)
      .map(([path, exported]) => {
        const problem = useCaseFileProblem(path.slice(path.lastIndexOf('/') + 1), exported);
        return problem && `${path.replace('../../', '')} ${problem}`;
      })
      .filter(Boolean);
    expect(problems).toEqual([]);
  });

  it('fails a file named otherwise, and a helper module', () => {
    class ListPayoutMethods {}
    class WithdrawFunds {}
    expect(useCaseFileProblem('payout-methods.ts', { ListPayoutMethods })).toMatch(/list-payout-methods\.ts/);
    expect(useCaseFileProblem('load-block.ts', { loadBlock: async () => {} })).toMatch(/0 classes/);
    expect(useCaseFileProblem('withdraw-funds.ts', { WithdrawFunds, RULE: 1 })).toBeNull();
  });
});
