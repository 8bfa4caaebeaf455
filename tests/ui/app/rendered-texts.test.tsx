// Issue 45, point 2: the words every route shows, in the five languages, read as the browser's route
// sweep read them (tests/e2e/support/collect.mjs: text nodes, whole elements, aria-label, placeholder,
// title, alt, the document's title, the page's description) and judged by the same detectors (tests/e2e/support/detectors.mjs):
// no raw key, no `{{placeholder}}` left, no text of another language, no Latin words on a Japanese
// page, no markup shown as text. Public routes signed out, /user/* as the market's demo customer.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { PUBLIC_ROUTES, USER_ROUTES } from '../../../src/ui/app/route-table.js';
import type { Locale } from '../../../src/core/content/locale';
import { readTexts } from '../../e2e/support/collect.mjs';
import { findLatinInJapanese, findRawKeys, findWrongLanguage, normalize } from '../../e2e/support/detectors.mjs';
import { LOCALES, PROPER_NAMES, sweepKnowledge } from '../../e2e/support/texts.mjs';
import { renderApp } from '../../helpers/render-app';

const COUNTRY = { 'en-US': 'us', 'en-GB': 'uk', 'en-CA': 'ca', 'fr-FR': 'fr', 'ja-JP': 'jp' } as const;
const MARKUP = /<\/?[a-z][\w-]*>/i;

/** Every route of the route table, a reset link with its token, and an unknown address. */
const ROUTES: readonly { readonly path: string; readonly signedIn: boolean }[] = [
  ...PUBLIC_ROUTES.map(({ path }) => ({ path: path === '/reset-password' ? `${path}?token=sweep-token` : path, signedIn: false })),
  { path: '/no-such-page', signedIn: false },
  ...USER_ROUTES.map(({ page }) => ({ path: `/user/${page}`, signedIn: true })),
];

/** What a page in `locale` shows that a customer should never read there (empty: nothing). */
export function problemsIn(locale: Locale): string[] {
  const knowledge = sweepKnowledge();
  const { lang, items } = readTexts();
  // Search engines and shared links show the page's own description, in its language.
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '';
  items.push({ text: description, kind: 'meta description', lang });
  const found = description.replace('Circulo', '') ? [] : [`no description of its own: "${description}"`];
  found.push(...findRawKeys(items, knowledge), ...findWrongLanguage(items, locale, knowledge));
  if (locale === 'ja-JP') found.push(...findLatinInJapanese(items, { allowedNames: PROPER_NAMES }));
  for (const item of items) {
    const markup = MARKUP.exec(normalize(item.text))?.[0];
    if (markup) found.push(`markup "${markup}" shown in ${item.kind} at ${item.where ?? '?'}`);
  }
  if (lang !== locale) found.push(`<html lang="${lang}">, expected ${locale}`);
  return [...new Set(found)];
}

/** The page drawn: its heading there, nothing still loading (no busy region, no Loading component). */
async function drawn(): Promise<void> {
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(document.querySelector('[aria-busy="true"], [role="status"].loading')).toBeNull());
}

/** Every folded item of the page unfolded (the FAQ's answers, the history's transactions): their words are shown only then. */
async function unfoldAll(user: Awaited<ReturnType<typeof renderApp>>['user']): Promise<void> {
  const main = screen.getByRole('main');
  for (const button of within(main).queryAllByRole('button', { expanded: false })) await user.click(button);
}

describe.each(LOCALES as readonly Locale[])('the words shown in %s', (locale) => {
  afterEach(cleanup);

  it.each(ROUTES)('$path: no raw key, placeholder, markup or text of another language', async ({ path, signedIn }) => {
    const { user, location } = await renderApp({ path, locale, ...(signedIn ? { signedInAs: COUNTRY[locale] } : {}) });
    await drawn();
    expect(location.history?.at(-1)?.split('?')[0], 'still on the route (not sent to the login)').toBe(path.split('?')[0]);
    expect(readTexts().items.length, 'the page’s words are read').toBeGreaterThan(10);
    expect(problemsIn(locale), `${locale} ${path} as first drawn`).toEqual([]);
    await unfoldAll(user);
    expect(problemsIn(locale), `${locale} ${path} with its items unfolded`).toEqual([]);
  });
});
