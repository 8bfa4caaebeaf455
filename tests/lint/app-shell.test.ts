// @vitest-environment jsdom
// The app shell (index.html) every page not rendered at build time is served as: until the app has
// drawn — it draws once its texts are there (src/main.tsx awaits bootI18n), so also while a language's
// texts are slow or retried — the visitor sees a loading status, never a blank page. (Issue 45: this
// replaces the browser test that held the Japanese texts past their timeout to see it.)
import fs from 'node:fs';
import path from 'node:path';

const SHELL = fs.readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');

describe('the app shell, before the app has drawn', () => {
  const doc = new DOMParser().parseFromString(SHELL, 'text/html');
  const root = doc.getElementById('root');

  it('holds a loading status in the page’s root, where the app draws', () => {
    const status = root?.querySelector('[role="status"]');
    expect(status, 'a role="status" inside #root').not.toBeNull();
    expect(status?.closest('[hidden], [aria-hidden="true"]'), 'not hidden from anyone').toBeNull();
  });

  it('says it is loading in French, English and Japanese, each marked with its language', () => {
    const said = [...(root?.querySelectorAll('[role="status"] [lang]') ?? [])].map((el) => [el.getAttribute('lang'), el.textContent]);
    expect(Object.fromEntries(said)).toEqual({ fr: 'Chargement…', en: 'Loading…', ja: '読み込み中…' });
  });
});
