// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { LOCALES } from '../../src/core/content/locale';
import { readConfig } from '../../src/composition/config';

const ROOT = resolve(__dirname, '../..');

/** README.md and every Markdown file under docs/: what a fresh clone has to read. */
function documents(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
    );
  return [join(ROOT, 'README.md'), ...walk(join(ROOT, 'docs'))];
}

const read = (file: string) => readFileSync(file, 'utf8');
const name = (file: string) => file.slice(ROOT.length + 1);

describe('README and docs stand alone in a clone', () => {
  it.each(documents().map(name))('%s never points outside the repository', (file) => {
    expect(read(join(ROOT, file))).not.toMatch(/\.\.\/shared|\/work\//);
  });

  it.each(documents().map(name))('%s links only to files that exist', (file) => {
    const path = join(ROOT, file);
    const missing = [...read(path).matchAll(/\]\(([^)\s]+)\)/g)]
      .map((m) => m[1] ?? '')
      .filter((target) => !/^(https?:|mailto:|#)/.test(target))
      .map((target) => target.split('#')[0] ?? '')
      .filter((target) => !existsSync(resolve(dirname(path), target)));
    expect(missing).toEqual([]);
  });

  it('names only files and folders that exist', () => {
    const readme = read(join(ROOT, 'README.md'));
    const paths = [...readme.matchAll(/`((?:src|tests|fakes|docs|scripts|public|\.ci)\/[^`\s]*)`/g)]
      .map((m) => m[1] ?? '')
      .filter((p) => !/[*<>{}[\]]/.test(p));
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.filter((p) => !existsSync(join(ROOT, p)))).toEqual([]);
  });

  it('names only npm scripts that exist', () => {
    const scripts = Object.keys((JSON.parse(read(join(ROOT, 'package.json'))) as { scripts: Record<string, string> }).scripts);
    const named = [...read(join(ROOT, 'README.md')).matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1] ?? '');
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((s) => !scripts.includes(s))).toEqual([]);
    expect(named).toContain('format');
  });

  it('gives the "About us" defaults the code uses', () => {
    const row = read(join(ROOT, 'README.md'))
      .split('\n')
      .find((line) => line.includes('VITE_ABOUT_US_URL'));
    const config = readConfig({});
    for (const locale of LOCALES) {
      const path = config.aboutUsUrl[locale].replace('https://www.circulo.example', '');
      expect(row, locale).toContain(`\`${path}\``);
    }
  });
});
