// @vitest-environment node
// The page scripts/prerender.mjs writes around a rendered DOM: checked on a shell like Vite's.
import { describe, expect, it } from 'vitest';
import { NAMESPACES, pageHtml, preloadLinks, variantFile, withLoadedStyles } from '../../scripts/prerender.mjs';
import { inlineHash, inlineStyles, styleHash } from '../../scripts/lib/inline-styles.mjs';
import { PAGE_LOADER, PAGE_LOADER_HASH } from '../../scripts/lib/page-loader.mjs';

const SHELL = `<!doctype html>
<html lang="fr-FR">
  <head>
    <meta name="description" content="Circulo" />
    <link rel="manifest" href="/manifest/fr-FR.webmanifest" />
    <title>Circulo</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root">
      <div class="boot" role="status">Chargement…</div>
    </div>
    <noscript>Circulo needs JavaScript.</noscript>
  </body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index-ghi.css'] },
  '_shared.js': { file: 'assets/shared-def.js' },
  '_card.js': { file: 'assets/card-jkl.js', css: ['assets/card-mno.css'] },
  'src/composition/bindings/production.ts': { file: 'assets/production-pqr.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'src/ui/screens/content/faq/FaqScreen.tsx': {
    file: 'assets/FaqScreen-stu.js',
    isDynamicEntry: true,
    imports: ['_card.js', '_shared.js'],
  },
};

describe('a prerendered page', () => {
  const links = preloadLinks(MANIFEST, 'src/ui/screens/content/faq/FaqScreen.tsx', 'ja-JP', SHELL);
  const page: string = pageHtml(SHELL, {
    html: '<main><h1>よくある質問</h1></main>',
    title: 'よくある質問 · Circulo',
    description: 'よくある質問と "回答"',
    lang: 'ja-JP',
    variant: 'chosen',
    ...links,
  });

  it('holds the rendered page in its root, which says its language and variant (the app hydrates it as such), with its title and description', () => {
    expect(page).toContain('<div id="root" data-prerendered="ja-JP" data-variant="chosen"><main><h1>よくある質問</h1></main></div>');
    expect(page).not.toContain('Chargement');
    expect(page).toMatch(/<html lang="ja-JP">/);
    expect(page).toContain('<title>よくある質問 · Circulo</title>');
    expect(page).toContain('<meta name="description" content="よくある質問と &quot;回答&quot;"');
  });

  it('asks for the app’s script only through its loader, inline at the end of <body> (no request before the paint), allowed by its hash', () => {
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain(
      '<script data-entry="/assets/index-abc.js" data-preload="/assets/shared-def.js /assets/FaqScreen-stu.js /assets/card-jkl.js /assets/production-pqr.js" data-texts="' +
        NAMESPACES.map((ns) => `/locales/ja-JP/${ns}.json`).join(' ') +
        `" data-manifest="/manifest/ja-JP.webmanifest">${PAGE_LOADER}</script>\n  </body>`,
    );
    expect(page.match(/<script\b[^>]*>/g), 'one script, and no file').toEqual([expect.not.stringContaining('src=')]);
    expect(page.indexOf('<script'), 'after the page it starts the app over').toBeGreaterThan(page.indexOf('data-prerendered'));
    // The policy allows exactly this text: a minified loader, its comments gone.
    expect(PAGE_LOADER_HASH).toBe(inlineHash(PAGE_LOADER));
    expect(PAGE_LOADER).not.toMatch(/^\s*\/\//m);
    expect(PAGE_LOADER).toContain('prerendered-page:handover');
  });

  it('links the route’s own styles, nothing the shell links already, and leaves the texts of its language to its loader', () => {
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/card-mno.css">');
    expect(page.match(/index-ghi\.css/g)).toHaveLength(1);
    for (const ns of ['common', 'auth', 'account', 'errors', 'content', 'support', 'wallet']) {
      expect(page).toContain(`/locales/ja-JP/${ns}.json`);
    }
    // Asked for once the page is painted: before it, they would take the connection from what is painted.
    expect(page).not.toMatch(/<link[^>]*rel="preload"/);
  });

  it('leaves its manifest, in its language, for its loader to link once the page is painted', () => {
    // Linked in the page, the browser fetches it and its icon before the paint (issue 22).
    expect(page).not.toMatch(/<link[^>]*rel="manifest"/);
    expect(page).toContain('data-manifest="/manifest/ja-JP.webmanifest"');
  });

  it('lives where the servers look for it', () => {
    expect(variantFile('ja-JP', 'chosen', '/faq')).toBe('_pages/ja-JP/chosen/faq/index.html');
    expect(variantFile('fr-FR', 'banner', '/')).toBe('_pages/fr-FR/banner/index.html');
  });
});

describe('styles the app had loaded when the page was rendered', () => {
  const links = { preloads: ['<link rel="stylesheet" crossorigin href="/assets/Faq-1.css">'], modulePreloads: [] };

  it('are linked when the route’s own links miss them (the demo’s banner), once', () => {
    const withBanner = withLoadedStyles(links, ['/assets/DemoBanner-2.css', '/assets/DemoBanner-2.css', '/assets/Faq-1.css'], '');
    expect(withBanner.preloads).toEqual(['<link rel="stylesheet" crossorigin href="/assets/DemoBanner-2.css">', ...links.preloads]);
  });

  it('are not linked twice when the shell has them, nor from outside the build', () => {
    const shell = '<link rel="stylesheet" crossorigin href="/assets/index-3.css">';
    expect(withLoadedStyles(links, ['/assets/index-3.css', '/other/x.css'], shell).preloads).toEqual(links.preloads);
  });
});

describe('a prerendered page’s styles, inlined (issue 22 point 1)', () => {
  const CSS: Record<string, string> = { '/assets/index-ghi.css': ':root{--x:1}\n', '/assets/card-mno.css': '.card{color:red}' };
  const links = preloadLinks(MANIFEST, 'src/ui/screens/content/faq/FaqScreen.tsx', 'fr-FR', SHELL);
  const page = pageHtml(SHELL, { html: '<main><h1>FAQ</h1></main>', title: 'FAQ', lang: 'fr-FR', variant: 'banner', ...links });
  const { html, hash } = inlineStyles(page, (href: string) => CSS[href] ?? '');

  it('puts every style sheet the page links in one <style>, in the order they were linked, where the first was', () => {
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).toContain('<style>:root{--x:1}\n.card{color:red}</style>');
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('<script data-sheets'));
  });

  it('links no file, not even disabled (Chromium fetches those too), but lists them, in order, for the loader to link once painted', () => {
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toContain('<script data-sheets="/assets/index-ghi.css /assets/card-mno.css" data-entry=');
  });

  it('gives the hash the Content-Security-Policy allows it by, and leaves a page without style sheets as it was', () => {
    expect(hash).toBe(styleHash(':root{--x:1}\n.card{color:red}'));
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(inlineStyles('<html><head></head></html>', () => '')).toEqual({ html: '<html><head></head></html>', hash: null });
  });
});
