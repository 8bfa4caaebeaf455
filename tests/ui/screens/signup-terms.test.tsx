import { screen, within } from '@testing-library/react';
import { renderApp } from '../../helpers/render-app';

describe('sign-up terms', () => {
  it.each([
    ['en-GB' as const, /I accept the terms/, /terms of use and the privacy policy/],
    ['fr-FR' as const, /J’accepte les conditions/, /conditions d’utilisation et la politique de confidentialité/],
    ['ja-JP' as const, /利用規約とプライバシーポリシー/, /利用規約とプライバシーポリシー/],
  ])('%s: the terms checkbox links to the terms, in a new tab that keeps the form, and says so', async (locale, checkboxName, linkName) => {
    await renderApp({ path: '/signup', locale });
    const checkbox = await screen.findByRole('checkbox', { name: checkboxName });
    const label = document.querySelector(`label[for="${checkbox.id}"]`) as HTMLElement;
    const link = within(label).getByRole('link', { name: linkName });
    expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.querySelector('.visually-hidden')?.textContent).toMatch(/new tab|nouvel onglet|新しいタブ/);
    expect(label.textContent).not.toMatch(/<\/?[a-z]+>/);
  });
});
