// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { inlineIcon, svgDataUrl } from '../../scripts/lib/favicon.mjs';

const ROOT = resolve(__dirname, '../..');
const LOGO = readFileSync(resolve(ROOT, 'public/favicon.svg'), 'utf8');
const PREFIX = 'data:image/svg+xml,';

describe('the tab icon written into the page (issue 22 point 1: no request ahead of the paint)', () => {
  it('gives back the drawing once decoded, its quotes made single', () => {
    const url = svgDataUrl(LOGO);
    expect(url.startsWith(PREFIX)).toBe(true);
    expect(decodeURIComponent(url.slice(PREFIX.length))).toBe(LOGO.trim().replaceAll('"', "'"));
  });

  it('holds nothing that would end the attribute or the URL early', () => {
    const url = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg">\n  <rect fill="#0b6e4f" width="50%"/>\n</svg>\n');
    expect(url).toBe(`${PREFIX}%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3Crect fill='%230b6e4f' width='50%25'/%3E%3C/svg%3E`);
    expect(url).not.toMatch(/["#<>\n]/);
  });

  it('refuses a drawing with a single quote in it rather than writing a broken one', () => {
    expect(() => svgDataUrl(`<svg><text>it's</text></svg>`)).toThrow(/single quote/);
  });

  it('replaces index.html’s link to the file, and says so when there is none', () => {
    const html = readFileSync(resolve(ROOT, 'index.html'), 'utf8');
    const inlined = inlineIcon(html, LOGO);
    expect(inlined).toContain(`<link rel="icon" href="${svgDataUrl(LOGO)}" type="image/svg+xml" />`);
    expect(inlined).not.toContain('/favicon.svg');
    expect(() => inlineIcon('<head></head>', LOGO)).toThrow(/links no icon/);
  });
});
