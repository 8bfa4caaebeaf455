import { screen, within } from '@testing-library/react';
import { renderApp } from '../../helpers/render-app';

// Issue 20, point 3: the terms the sign-up asks to accept exist, and reading them (or the privacy
// policy) opens a new tab, so the form keeps what was typed.
describe('sign-up terms', () => {
  it.each([
    ['en-GB' as const, /I accept the terms/, /^terms of use/, /^privacy policy/],
    ['fr-FR' as const, /J’accepte les conditions/, /^conditions d’utilisation/, /^politique de confidentialité/],
    ['ja-JP' as const, /利用規約/, /^利用規約/, /^プライバシーポリシー/],
  ])(
    '%s: the checkbox links to the terms and to the privacy policy, each in a new tab, and says so',
    async (locale, checkboxName, termsName, privacyName) => {
      await renderApp({ path: '/signup', locale });
      const checkbox = await screen.findByRole('checkbox', { name: checkboxName });
      const label = document.querySelector(`label[for="${checkbox.id}"]`) as HTMLElement;
      for (const [name, href] of [
        [termsName, '/terms'],
        [privacyName, '/privacy-policy'],
      ] as const) {
        const link = within(label).getByRole('link', { name });
        expect(link).toHaveAttribute('href', href);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link.querySelector('.visually-hidden')?.textContent).toMatch(/new tab|nouvel onglet|新しいタブ/);
      }
      expect(label.textContent).not.toMatch(/<\/?[a-z]+>/);
      expect(label).toHaveTextContent(/16/);
    },
  );

  it('no link to a legal text on the form opens in the same tab (Back would empty the form)', async () => {
    await renderApp({ path: '/signup', locale: 'fr-FR' });
    const form = (await screen.findByRole('checkbox', { name: /J’accepte/ })).closest('form') as HTMLElement;
    const legal = within(form)
      .getAllByRole('link')
      .filter((a) => ['/terms', '/privacy-policy', '/legal-notice'].includes(a.getAttribute('href') ?? ''));
    expect(legal.map((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['/terms', '_blank'],
      ['/privacy-policy', '_blank'],
    ]);
  });
});
