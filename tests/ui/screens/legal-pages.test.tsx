import { screen, within } from '@testing-library/react';
import { readConfig } from '../../../src/composition/config';
import type { Locale } from '../../../src/core/content/locale';
import { renderApp } from '../../helpers/render-app';

// Issue 20, point 3: terms of use (with the minimum age, 16 or older, that the sign-up asks to confirm) and a legal
// notice from the company's settings, in five languages, linked from the footer.
const TERMS: ReadonlyArray<readonly [Locale, string, RegExp]> = [
  ['fr-FR', 'Conditions d’utilisation', /au moins 16 ans/],
  ['en-US', 'Terms of use', /16 or older/],
  ['en-GB', 'Terms of use', /16 or over/],
  ['en-CA', 'Terms of use', /16 or older/],
  ['ja-JP', '利用規約', /16歳以上/],
];

describe('legal pages', () => {
  it.each(TERMS)('%s: the terms of use state the age rule, name the company and are dated', async (locale, title, age) => {
    await renderApp({ path: '/terms', locale });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(main).toHaveTextContent(age);
    expect(main).toHaveTextContent('Circulo SAS');
    expect(main.querySelector('time')).toHaveAttribute('dateTime', '2026-11-27');
    expect(within(main).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(10);
    expect(within(main).getByRole('link', { name: /Mentions légales|Legal notice|運営者情報/ })).toHaveAttribute('href', '/legal-notice');
  });

  it('Japan: the terms say the withdrawal fee the app charges', async () => {
    await renderApp({ path: '/terms', locale: 'ja-JP' });
    expect(await screen.findByText(/8,800円未満の出金には249円の手数料/)).toBeInTheDocument();
  });

  it('the legal notice shows the company’s settings, leaves out an empty one, and links the email and phone', async () => {
    const Config = readConfig({
      VITE_COMPANY_NAME: 'Consigne Test SA',
      VITE_COMPANY_ADDRESS: '1 place du Test, 69001 Lyon',
      VITE_COMPANY_VAT: '',
      VITE_COMPANY_EMAIL: 'legal@test.example',
      VITE_COMPANY_PHONE: '+33 4 11 22 33 44',
    });
    await renderApp({ path: '/legal-notice', locale: 'fr-FR', overrides: { Config } });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument();
    const details = within(main)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(details).toContainEqual(['Éditeur', 'Consigne Test SA']);
    expect(details).toContainEqual(['Siège social', '1 place du Test, 69001 Lyon']);
    expect(details.map(([label]) => label)).not.toContain('Numéro de TVA intracommunautaire');
    expect(within(main).getByRole('link', { name: 'legal@test.example' })).toHaveAttribute('href', 'mailto:legal@test.example');
    expect(within(main).getByRole('link', { name: '+33 4 11 22 33 44' })).toHaveAttribute('href', 'tel:+33411223344');
    expect(within(main).getByRole('link', { name: 'Conditions d’utilisation' })).toHaveAttribute('href', '/terms');
  });

  it.each(['fr-FR', 'ja-JP', 'en-US'] as const)('%s: the footer links to the terms and the legal notice', async (locale) => {
    await renderApp({ path: '/faq', locale });
    const footer = await screen.findByRole('navigation', { name: /Pied de page|フッター|Footer/ });
    expect(within(footer).getByRole('link', { name: /Conditions d’utilisation|利用規約|Terms of use/ })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: /Mentions légales|運営者情報|Legal notice/ })).toHaveAttribute('href', '/legal-notice');
  });
});
