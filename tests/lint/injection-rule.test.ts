// @vitest-environment node
// The injection rule (docs/architecture.md, "Import zones"): in src/ui, `useInjection` resolves a use
// case or a shell port, nothing else. A screen that needs data or a gateway reaches it through a
// use case (or a store that runs one), so the core's rules cannot be skipped from the UI.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { USE_CASES } from '../../src/composition/use-cases';
import { sourceFiles } from './import-graph';

const root = resolve(__dirname, '../..');

/** The ports the browser shell needs and the domain does not: the only ports the UI may resolve itself. */
export const SHELL_PORTS = ['Clock', 'Analytics', 'ConsentStore', 'PageReloader', 'AppUpdates', 'DemoControls', 'Config'];
const ALLOWED = new Set([...SHELL_PORTS, ...Object.keys(USE_CASES)]);
const DEFINITION = 'src/ui/di/container-context.tsx';

/** Every `useInjection(…)` of a file whose argument is not `TOKENS.<a use case or a shell port>`. */
function forbiddenInjections(file: string, text: string): string[] {
  return [...text.matchAll(/\buseInjection(?:<[^>]*>)?\(([^)]*)\)/g)]
    .map((m) => (m[1] ?? '').trim())
    .filter((arg) => !ALLOWED.has(/^TOKENS\.([A-Za-z]+)$/.exec(arg)?.[1] ?? ''))
    .map((arg) => `${file}: useInjection(${arg})`);
}

describe('the injection rule', () => {
  it('resolves only use cases and shell ports in src/ui', () => {
    const files = sourceFiles(root, ['src/ui']).filter(({ file }) => file !== DEFINITION);
    expect(files.flatMap(({ file, text }) => forbiddenInjections(file, text))).toEqual([]);
  });

  it('fails on a port that is not the shell’s, or a token it cannot read', () => {
    const planted = [
      'const events = useInjection(TOKENS.SessionEvents);',
      'const store = useInjection(TOKENS.LocaleStore);',
      'const bins = useInjection(TOKENS.BinsGateway);',
      'const any = useInjection(token);',
    ].join('\n');
    expect(forbiddenInjections('src/ui/x.tsx', planted)).toHaveLength(4);
    expect(forbiddenInjections('src/ui/x.tsx', 'useInjection(TOKENS.Clock); useInjection(TOKENS.LoginUser);')).toEqual([]);
  });

  it('is the rule docs/architecture.md writes, with the same shell ports', () => {
    const doc = readFileSync(resolve(root, 'docs/architecture.md'), 'utf8');
    for (const port of SHELL_PORTS) expect(doc).toContain(`\`${port}\``);
    expect(doc).toContain('tests/lint/injection-rule.test.ts');
  });
});
