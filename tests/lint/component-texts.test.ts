// @vitest-environment node
// docs/architecture.md rule 10: a shared component (src/ui/components) knows no screen's texts. It
// names keys of the shared namespaces only (`common`, `errors`); a screen's own texts — a page's
// title and introduction, a form's labels — are passed in by the screen, from its namespace.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../src/core/content/namespaces';
import { sourceFiles } from './import-graph';

const root = resolve(__dirname, '../..');
const SHARED = ['common', 'errors'];
const SCREEN_NAMESPACES = NAMESPACES.filter((ns) => !SHARED.includes(ns));
/** A key of a screen's namespace, written in a string (`'wallet:history.title'`, `` `support:${x}` ``). */
const SCREEN_KEY = new RegExp(`['"\`](?:${SCREEN_NAMESPACES.join('|')}):[\\w.$]`, 'g');
/** The shared namespace holds no screen's pages (InfoPage used to read `common:pages.<screen>.*`). */
const SCREEN_PAGES = /['"`]common:pages\./g;

export function screenKeysIn(source: string): string[] {
  return [...source.matchAll(SCREEN_KEY), ...source.matchAll(SCREEN_PAGES)].map((m) => m[0]);
}

describe('shared components know no screen’s texts', () => {
  it('names screen namespaces to check', () => {
    expect(SCREEN_NAMESPACES).toEqual(expect.arrayContaining(['auth', 'account', 'wallet', 'content', 'support']));
  });

  it('holds for every file under src/ui/components', () => {
    const found = sourceFiles(root, ['src/ui/components']).flatMap(({ file, text }) => screenKeysIn(text).map((key) => `${file}: ${key}`));
    expect(found).toEqual([]);
  });

  it('fails a component reading a screen’s keys or the pages of every screen', () => {
    expect(screenKeysIn('const title = t(`common:pages.${page}.title`);')).toHaveLength(1);
    expect(screenKeysIn("t('wallet:history.title')")).toHaveLength(1);
    expect(screenKeysIn('<RichText i18nKey="support:contact.intro" />')).toHaveLength(1);
    expect(screenKeysIn("t('common:actions.close'); t('errors:sww')")).toEqual([]);
  });
});
