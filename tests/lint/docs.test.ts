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

/** The text outside fenced code blocks, which hold examples, not headings. */
const unfenced = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** The text outside code: inline code spans hold examples too, not links. */
const prose = (text: string) => unfenced(text).replace(/`[^`\n]*`/g, '');

/** A Markdown link's targets: `[text](target)`, outside code. */
const links = (text: string) => [...prose(text).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');

/** The anchor GitHub gives a heading: lower case, punctuation dropped, each space a hyphen. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** Every anchor a document offers: its headings' (a repeated one gets -1, -2…) and its `<a id>`s. */
function anchors(text: string): Set<string> {
  const found = new Set<string>();
  for (const [, heading] of unfenced(text).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(heading ?? '');
    let id = base;
    for (let n = 1; found.has(id); n++) id = `${base}-${n}`;
    found.add(id);
  }
  for (const [, id] of text.matchAll(/<a id="([^"]+)"><\/a>/g)) found.add(id ?? '');
  return found;
}

const DECISIONS = join(ROOT, 'docs/decisions');
const decisionFiles = () => readdirSync(DECISIONS).filter((f) => f.endsWith('.md'));
const STATUS = /^\*\*Status:\*\* (in force|withdrawn|superseded by \[[^\]]+\]\(([^)\s]*#[^)\s]+)\)) · \*\*Made in:\*\* \S.*$/;

/** Each `##` decision of a topic file: its title, anchor and status line (the first line after the title). */
function decisions(file: string) {
  const text = unfenced(read(join(DECISIONS, file)));
  return [...text.matchAll(/^## (.+)\n\n(.*)$/gm)].map(([, title = '', line = '']) => ({ title, anchor: slug(title), line }));
}

describe('README and docs stand alone in a clone', () => {
  it.each(documents().map(name))('%s never points outside the repository', (file) => {
    expect(read(join(ROOT, file))).not.toMatch(/\.\.\/shared|\/work\//);
  });

  it.each(documents().map(name))('%s links only to files that exist', (file) => {
    const path = join(ROOT, file);
    const missing = links(read(path))
      .filter((target) => !/^(https?:|mailto:|#)/.test(target))
      .map((target) => target.split('#')[0] ?? '')
      .filter((target) => !existsSync(resolve(dirname(path), target)));
    expect(missing).toEqual([]);
  });

  it.each(documents().map(name))('%s links only to anchors that exist', (file) => {
    const path = join(ROOT, file);
    const broken = links(read(path))
      .filter((target) => !/^(https?:|mailto:)/.test(target) && target.includes('#'))
      .filter((target) => {
        const [doc = '', anchor = ''] = target.split('#');
        const into = doc === '' ? path : resolve(dirname(path), doc);
        return into.endsWith('.md') && existsSync(into) && !anchors(read(into)).has(anchor);
      });
    expect(broken).toEqual([]);
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

  it('says the demo command compiles each page on its first visit, and where to judge speed instead (issue 44 point 10)', () => {
    const readme = read(join(ROOT, 'README.md'));
    const preview = /preview: \{ host: '([\d.]+)', port: (\d+) \}/.exec(read(join(ROOT, 'vite.config.ts')));
    expect(preview).not.toBeNull();
    expect(readme).toMatch(/`npm run demo`[^.]*compiles each page on its first visit/);
    expect(readme).toContain('`npm run build:demo && npm run preview`');
    expect(readme).toContain(`http://${preview?.[1]}:${preview?.[2]}`);
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

describe('docs/decisions says what is in force', () => {
  it('has topic files, each listed in the index', () => {
    const index = read(join(ROOT, 'docs/decisions.md'));
    expect(decisionFiles().length).toBeGreaterThan(5);
    expect(decisionFiles().filter((f) => !links(index).includes(`decisions/${f}`))).toEqual([]);
  });

  it.each(readdirSync(DECISIONS).filter((f) => f.endsWith('.md')))('%s: every decision has a status', (file) => {
    const without = decisions(file).filter((d) => !STATUS.test(d.line));
    expect(decisions(file).length).toBeGreaterThan(0);
    expect(without.map((d) => `${d.title}: ${d.line}`)).toEqual([]);
  });

  it.each(readdirSync(DECISIONS).filter((f) => f.endsWith('.md')))(
    '%s: a superseded decision names the decision in force that replaced it',
    (file) => {
      const wrong = decisions(file).flatMap((d) => {
        const target = STATUS.exec(d.line)?.[2];
        if (!target) return [];
        const [doc = '', anchor = ''] = target.split('#');
        const into = doc === '' ? file : doc;
        const replacement = existsSync(join(DECISIONS, into)) ? decisions(into).find((r) => r.anchor === anchor) : undefined;
        return replacement?.line.startsWith('**Status:** in force') ? [] : [`${d.title} → ${target}`];
      });
      expect(wrong).toEqual([]);
    },
  );
});
