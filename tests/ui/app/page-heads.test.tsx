// Issue 45 point 2: every page the build renders, in every language, is sent with its own title (its
// heading's, then the brand) and its own description, in that language — what the browser test of the
// public site checked by loading each page in three languages, proven here for all five by the
// renderer the build uses (src/prerender/entry.tsx). The browser keeps one language's pages loaded afresh.
import { describe, expect, it } from 'vitest';
import { PRERENDERED } from '../../../scripts/lib/routes.mjs';
import { LOCALES } from '../../../src/core/content/locale';
import { renderPage } from '../../../src/prerender/entry';

/** The first heading's words, as the page's markup holds them. */
function firstHeading(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.querySelector('h1')?.textContent?.trim() ?? '';
}

describe.each(LOCALES)('the pages the build renders in %s', (locale) => {
  it('each has its heading as its title, and a description of its own, in the page’s language', async () => {
    const descriptions = new Map<string, string>();
    for (const path of Object.keys(PRERENDERED)) {
      const page = await renderPage(path, locale, 'chosen');
      const heading = firstHeading(page.html);
      expect(page.lang, `${path}: written in ${locale}`).toBe(locale);
      expect(heading, `${path}: has a heading`).not.toBe('');
      expect(page.head?.title, `${path}: its title`).toBe(path === '/' ? 'Circulo' : `${heading} · Circulo`);
      const description = page.head?.description ?? '';
      expect(description, `${path}: has a description, not the brand's name`).not.toMatch(/^(Circulo)?$/);
      const twin = [...descriptions].find(([, d]) => d === description)?.[0];
      expect(twin, `${path}: its own description, not ${twin}'s: "${description}"`).toBeUndefined();
      descriptions.set(path, description);
    }
  });
});
