import { screen, within } from '@testing-library/react';
import type { Locale } from '../../../src/core/content/locale';
import { renderApp } from '../../helpers/render-app';

/** Headings go down one level at a time (h1 → h2 → h3), and none is empty. */
function expectHeadingOutline(main: HTMLElement) {
  const headings = [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  expect(headings[0]?.tagName).toBe('H1');
  expect(main.querySelectorAll('h1')).toHaveLength(1);
  let previous = 1;
  for (const heading of headings) {
    const level = Number(heading.tagName[1]);
    expect(level, heading.textContent ?? '').toBeLessThanOrEqual(previous + 1);
    expect(heading.textContent?.trim(), heading.outerHTML).not.toBe('');
    previous = level;
  }
}

function expectDecorativeSizedImages(main: HTMLElement) {
  for (const image of main.querySelectorAll('img')) {
    expect(image).toHaveAttribute('alt', '');
    expect(image.getAttribute('src')).toMatch(/^\/images\/[a-z-]+\.svg$/);
    expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
  }
}

const PAGES = ['/', '/products', '/faq', '/how-it-works', '/privacy-policy', '/terms', '/legal-notice'] as const;
const LOCALES: readonly Locale[] = ['fr-FR', 'en-US', 'en-GB', 'en-CA', 'ja-JP'];

describe('content pages', () => {
  describe.each(LOCALES)('in %s', (locale) => {
    it.each(PAGES)('%s has one h1, headings in order, none empty, and decorative sized images', async (path) => {
      await renderApp({ path, locale });
      const main = screen.getByRole('main');
      await within(main).findByRole('heading', { level: 1 });
      expectHeadingOutline(main);
      expectDecorativeSizedImages(main);
    });
  });

  it('home keeps its hero, steps and call to action, and adds why returnable and links to the rest of the site', async () => {
    await renderApp({ path: '/', locale: 'en-US' });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Return your containers. Get your deposit back.' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(within(main).getByRole('heading', { level: 2, name: 'How it works in three steps' })).toBeInTheDocument();
    const why = within(main).getByRole('region', { name: 'Why returnable packaging?' });
    expect(within(why).getAllByRole('listitem')).toHaveLength(3);
    const explore = within(main).getByRole('region', { name: 'Find out more' });
    expect(
      within(explore)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/products', '/how-it-works', '/shop-and-return', '/faq']);
    expect(document.title).toBe('Circulo');
  });

  it('how it works walks through scan, pending check-in, credit and withdrawal in order', async () => {
    await renderApp({ path: '/how-it-works', locale: 'en-CA' });
    const cycle = await screen.findByRole('region', { name: 'From scan to withdrawal' });
    const steps = within(cycle).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Scan', 'Pending check-in', 'Deposit credited', 'Withdraw']);
    expect(screen.getByRole('region', { name: 'Up to 32 days' })).toHaveTextContent('up to 32 days');
    expect(screen.getByRole('region', { name: 'What does “rejected” mean?' })).toBeInTheDocument();
    const withdraw = screen.getByRole('region', { name: 'Withdrawing your balance' });
    expect(
      within(withdraw)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['PayPal', 'Bank transfer']);
    expect(withdraw).toHaveTextContent('through our partner Wise');
    expect(screen.getByRole('main')).not.toHaveTextContent('LINE');
  });

  it('how it works offers LINE Pay in Japan, where it is a payout method', async () => {
    await renderApp({ path: '/how-it-works', locale: 'ja-JP' });
    const withdraw = await screen.findByRole('region', { name: '残高の出金' });
    expect(
      within(withdraw)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['PayPal', '銀行振込', 'LINE Pay']);
  });

  it('the privacy policy names the controller, its date, the payment providers, and leads to the rights request and contact forms', async () => {
    await renderApp({ path: '/privacy-policy', locale: 'fr-FR' });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeInTheDocument();
    expect(main).toHaveTextContent('Circulo SAS');
    expect(
      within(main)
        .getByText(/Dernière mise à jour/)
        .closest('time'),
    ).toHaveAttribute('dateTime', '2026-11-21');
    expect(main).toHaveTextContent('21 novembre 2026');
    expect(within(main).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(10);
    expect(main).toHaveTextContent('PayPal et Wise,');
    expect(main).not.toHaveTextContent('LINE');
    expect(within(main).getByRole('link', { name: /^«\s*Vos données personnelles\s*»$/ })).toHaveAttribute('href', '/dsar');
    expect(within(main).getByRole('link', { name: 'le formulaire de contact' })).toHaveAttribute('href', '/contact-us');
    expect(main).toHaveTextContent('« Paramètres des cookies »');
    expect(within(main).getByRole('link', { name: 'Faire une demande concernant mes données' })).toHaveAttribute('href', '/dsar');
    expect(within(main).getByRole('link', { name: 'Accéder au formulaire de contact' })).toHaveAttribute('href', '/contact-us');
  });

  it('the privacy policy dates itself in Japanese', async () => {
    await renderApp({ path: '/privacy-policy', locale: 'ja-JP' });
    expect(await screen.findByText('最終更新日：2026年11月21日')).toBeInTheDocument();
  });
});
