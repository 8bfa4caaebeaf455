import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../helpers/render-app';

// A screen with a bug, and a screen whose chunk cannot be downloaded (the import rejects).
vi.mock('../../../src/ui/screens/content/faq/FaqScreen', () => ({
  default: function BrokenFaq(): never {
    throw new Error('a bug in a screen');
  },
}));
vi.mock('../../../src/ui/screens/content/how-it-works/HowItWorksScreen', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/HowItWorksScreen.js');
});

describe('root error boundary', () => {
  beforeEach(() => {
    // React and the boundary report the crash on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows a translated "something went wrong" page, with the site around it, a way home and a reload', async () => {
    const { user, reloader, location } = await renderApp({ path: '/faq?from=mail', locale: 'en-US' });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(within(main).getByText(/This page could not be shown/)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await user.click(within(main).getByRole('button', { name: 'Reload the page' }));
    expect(reloader.visits).toEqual(['/faq?from=mail']);
    await user.click(within(main).getByRole('link', { name: 'Back to the home page' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Return your containers. Get your deposit back.' })).toBeInTheDocument();
  });

  it('shows the same page, in the visitor’s language, when a screen’s code fails to load', async () => {
    await renderApp({ path: '/how-it-works', locale: 'fr-FR' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Une erreur s’est produite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });
});
