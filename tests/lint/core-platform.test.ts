import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { COMPILER_TIMEOUT } from '../helpers/timeouts';

const root = resolve(__dirname, '../..');

/** Compiles core with a planted file, with core's own settings (tsconfig.core.json), and returns the errors. */
function compileCoreWith(planted: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(root, 'tsconfig.core.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.core.json cannot be read');
  const plantedPath = resolve(root, 'src/core/shared/planted.ts');
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (resolve(file) === plantedPath ? planted : readFile(file));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => resolve(file) === plantedPath || fileExists(file);
  const declarations = config.fileNames.filter((file) => file.endsWith('.d.ts'));
  const program = ts.createProgram({ rootNames: [...declarations, plantedPath], options: config.options, host });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file ? d.file.fileName.replace(root, '') : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
}

describe('core compiles without the browser (issue 18 point 1)', () => {
  it('is checked by npm run typecheck', () => {
    const scripts = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts.typecheck).toContain('tsc -p tsconfig.core.json');
  });

  it.each([
    ['a DOM type in a port', 'export interface MapLoader { open(host: HTMLElement): void }'],
    ['the document', 'export const title = (): string => document.title;'],
    ['the window', 'export const width = (): number => window.innerWidth;'],
    ['storage', "export const saved = (): string | null => localStorage.getItem('x');"],
    ["Node's process", 'export const env = (): unknown => process.env;'],
    ['the rest of the URL Standard', "export const host = (): string => new URL('https://example.com').host;"],
  ])(
    'fails on %s',
    (_, code) => {
      expect(compileCoreWith(code).filter((e) => e.includes('planted.ts'))).not.toEqual([]);
    },
    COMPILER_TIMEOUT,
  );

  it(
    'compiles plain ECMAScript, and URLSearchParams (types/url-standard.d.ts)',
    () => {
      expect(compileCoreWith("export const n = new Intl.NumberFormat('fr-FR').format(1) + [1].at(0);")).toEqual([]);
      expect(compileCoreWith("export const id = (search: string) => new URLSearchParams(search).get('id');")).toEqual([]);
    },
    COMPILER_TIMEOUT,
  );
});
