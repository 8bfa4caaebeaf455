import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InMemoryBackend } from '../../../fakes/backend/in-memory-backend';
import { renderApp } from '../../helpers/render-app';

/** The customer's own request (`me`) held until `release()`: the saved session stays being checked. */
function holdMe(backend: InMemoryBackend) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const me = backend.me.bind(backend);
  backend.me = async (...args: Parameters<InMemoryBackend['me']>) => {
    await held;
    return me(...args);
  };
  return () => release();
}

// Issue 22 point 2: while the saved session is checked, a customer page shows its heading (and its
// lead) above the loading state — what the server sends prerendered to a browser holding a session —
// and nothing of the customer's; once the customer is known, the page itself under the same heading.
describe('a customer page while the saved session is checked', () => {
  it('the withdrawal: its heading and lead above "loading", nothing of the customer’s; then the page', async () => {
    let release = () => {};
    await renderApp({ path: '/user/withdraw', locale: 'fr-FR', signedInAs: 'fr', arrange: (b) => (release = holdMe(b)) });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Retirer mon solde' })).toBeInTheDocument();
    expect(
      within(main).getByText('Choisissez où l’argent est versé, puis le montant. Vous vérifiez tout avant l’envoi.'),
    ).toBeInTheDocument();
    expect(within(main).getByRole('status')).toHaveTextContent('Chargement…');
    // The page's title too (set once the heading is drawn: an effect).
    await waitFor(() => expect(document.title).toMatch(/^Retirer mon solde/));
    expect(main).not.toHaveTextContent(/€|Camille|demo@example\.com/);
    release();
    expect(await within(main).findByRole('textbox', { name: /Montant/ })).toBeInTheDocument();
    expect(
      within(main)
        .getAllByRole('heading', { level: 1 })
        .map((h) => h.textContent),
    ).toEqual(['Retirer mon solde']);
  });

  it('the account and the profile: their heading above "loading", in the customer’s language', async () => {
    for (const [path, title] of [
      ['/user/account', 'マイページ'],
      ['/user/profile', 'プロフィール'],
    ] as const) {
      let release = () => {};
      const app = await renderApp({ path, locale: 'ja-JP', signedInAs: 'jp', arrange: (b) => (release = holdMe(b)) });
      const main = screen.getByRole('main');
      expect(await within(main).findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(within(main).getByRole('status')).toHaveTextContent('読み込み中…');
      expect(main).not.toHaveTextContent(/￥|¥|demo@example\.com/);
      release();
      app.unmount();
    }
  });

  it('a visitor is sent to log in, with no customer page’s heading on the way', async () => {
    const app = await renderApp({ path: '/user/withdraw', locale: 'fr-FR' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(app.location.history.some((p) => p.startsWith('/login'))).toBe(true);
    expect(screen.queryByText('Retirer mon solde')).toBeNull();
  });
});
