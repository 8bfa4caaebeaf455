// @vitest-environment node
// Lists that span layers are declared once: the Node scripts read the app's own data modules.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptLocaleMap, pageLocaleMap } from '../../deploy/render-nginx.mjs';
import { MARKET_OF_LANGUAGE } from '../../src/core/content/visitor-languages.js';
import { PRERENDERED, ROUTES } from '../../scripts/lib/routes.mjs';
import { DEFAULT_LOCALE, LOCALES } from '../../src/core/content/locale';
import { PUBLIC_ROUTES, USER_ROUTES } from '../../src/ui/app/route-table.js';

const root = resolve(__dirname, '../..');

describe('lists declared once', () => {
  it('renders the nginx locale map from LOCALES, the template naming no language itself', () => {
    const map = pageLocaleMap();
    expect(map.split('\n').map((l) => l.trim())).toEqual(['default $circulo_accept_locale;', ...LOCALES.map((l) => `${l} ${l};`)]);
    // Without the cookie, the browser's language: each locale for its own tag, then each language's market, else the default.
    expect(
      acceptLocaleMap()
        .split('\n')
        .map((l) => l.trim()),
    ).toEqual([
      `default ${DEFAULT_LOCALE};`,
      ...LOCALES.map((l) => `"~*^${l}(?:-|$)" ${l};`),
      ...Object.entries(MARKET_OF_LANGUAGE).map(([language, l]) => `"~*^${language}(?:-|$)" ${l};`),
    ]);
    const template = readFileSync(resolve(root, 'deploy/nginx/site.conf.template'), 'utf8');
    for (const locale of LOCALES) expect(template).not.toContain(` ${locale};`);
  });

  it('finds the module of every screen the route table names, as the router imports it', () => {
    const router = readFileSync(resolve(root, 'src/ui/app/routes.tsx'), 'utf8');
    expect(ROUTES).toHaveLength(PUBLIC_ROUTES.length + USER_ROUTES.length + 1);
    for (const { screen, module } of ROUTES) {
      const imported = `${screen}: screen(() => import('../${module.replace(/^src\/ui\//, '').replace(/\.tsx$/, '')}'))`;
      expect(router).toContain(imported);
    }
  });

  it('prerenders the public pages that need no data, and no page that draws a map or needs a session', () => {
    const prerendered = Object.keys(PRERENDERED);
    expect(prerendered).toHaveLength(12);
    for (const page of ['/', '/terms', '/legal-notice']) expect(prerendered).toContain(page);
    for (const route of ROUTES.filter((r) => r.map || r.path === null || r.path.startsWith('/user/'))) {
      expect(prerendered).not.toContain(route.path);
    }
    expect(prerendered).not.toContain('/reset-password');
  });
});
