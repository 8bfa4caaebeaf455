// @vitest-environment node
// A prerendered page's first-paint styles (scripts/lib/prune-styles.mjs): only the rules its markup uses.
import { describe, expect, it } from 'vitest';
import { asMarkupSelector, blocksOf, inlineUsedStyles, pruneCss, usedCss } from '../../scripts/lib/prune-styles.mjs';
import { styleHash } from '../../scripts/lib/inline-styles.mjs';

const CSS =
  ':root{--x:1}.boot{color:red}.card{content:"}{"}.card:hover,.card::before{color:blue}' +
  '@media (min-width:48rem){.card{gap:1px}.boot{gap:2px}}@keyframes spin{to{transform:rotate(1turn)}}@media print{.boot{color:black}}';

/** A stand-in for the browser: a selector matches when the markup holds its first class (or it names none). */
const markupMatch = async (htmls: string[], selectors: string[]) =>
  selectors.map((s) => {
    const cls = /\.([\w-]+)/.exec(asMarkupSelector(s))?.[1];
    return !cls || htmls.some((html) => html.includes(`class="${cls}"`));
  });

describe('the rules a page’s markup uses', () => {
  it('reads a minified style sheet as its top-level blocks, braces in strings included', () => {
    expect(blocksOf(CSS).map((b) => b.prelude)).toEqual([
      ':root',
      '.boot',
      '.card',
      '.card:hover,.card::before',
      '@media (min-width:48rem)',
      '@keyframes spin',
      '@media print',
    ]);
  });

  it('keeps the rules whose selector matches, inside @media too, and the other at-rules whole; drops an emptied @media', async () => {
    const css = await usedCss(CSS, ['<div class="card"></div>'], markupMatch);
    expect(css).toBe(
      ':root{--x:1}.card{content:"}{"}.card:hover,.card::before{color:blue}@media (min-width:48rem){.card{gap:1px}}@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('matches what may be hovered, focused or drawn before/after as the element itself', () => {
    expect(asMarkupSelector('._a:hover:not([aria-disabled=true])')).toBe('._a:not([aria-disabled=true])');
    expect(asMarkupSelector('.x:focus-visible>.y::after')).toBe('.x>.y');
    expect(asMarkupSelector('input::placeholder')).toBe('input');
    expect(pruneCss('.a{x:1}.b{x:2}', (s: string) => s === '.b')).toBe('.b{x:2}');
  });

  it('gives the variants of a route one <style> (the rules any of them uses), and each route its own', async () => {
    const page = (cls: string) =>
      `<head><link rel="stylesheet" crossorigin href="/assets/a.css"></head><div class="${cls}"></div><script data-entry="/e.js"></script>`;
    const pages = [
      { route: '/faq', html: page('card') },
      { route: '/faq', html: page('boot') },
      { route: '/', html: page('none') },
    ];
    const inlined = await inlineUsedStyles(pages, () => '.card{a:1}.boot{b:2}.other{c:3}', markupMatch);
    expect(inlined.map((p) => p.hash)).toEqual([styleHash('.card{a:1}.boot{b:2}'), styleHash('.card{a:1}.boot{b:2}'), styleHash('')]);
    expect(inlined[0]?.html).toContain('<head><style>.card{a:1}.boot{b:2}</style></head>');
  });
});
