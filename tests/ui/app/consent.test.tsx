import { screen, within } from '@testing-library/react';
import type { RecordingAnalytics } from '../../../fakes/adapters/recording-analytics';
import { TOKENS } from '../../../src/composition/tokens';
import { renderApp } from '../../helpers/render-app';

describe('withdrawing analytics consent', () => {
  it('from cookie settings: no further page view, and the page reloads to stop the script that ran', async () => {
    const { user, container, reloader } = await renderApp({ path: '/faq?x=1', locale: 'en-US' });
    const analytics = container.get(TOKENS.Analytics) as RecordingAnalytics;
    const banner = await screen.findByRole('region', { name: 'Cookies on Circulo' });
    expect(analytics.pages).toEqual([]);
    await user.click(within(banner).getByRole('button', { name: 'Accept analytics' }));
    expect(analytics.pages).toEqual(['/faq']);

    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await user.click(
      within(await screen.findByRole('region', { name: 'Cookies on Circulo' })).getByRole('button', { name: 'Necessary only' }),
    );
    expect(container.get(TOKENS.ConsentStore).load()).toBe('denied');
    expect(analytics.enabled).toBe(false);
    expect(reloader.visits).toEqual(['/faq?x=1']);

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Products' }));
    await screen.findByRole('heading', { level: 1, name: 'Products' });
    expect(analytics.pages).toEqual(['/faq']);
  });

  it('refusing at the first visit reloads nothing, and accepting again from cookie settings resumes page views', async () => {
    const { user, container, reloader } = await renderApp({ path: '/', locale: 'en-US' });
    const analytics = container.get(TOKENS.Analytics) as RecordingAnalytics;
    await user.click(
      within(await screen.findByRole('region', { name: 'Cookies on Circulo' })).getByRole('button', { name: 'Necessary only' }),
    );
    expect(reloader.visits).toEqual([]);
    expect(analytics.pages).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await user.click(
      within(await screen.findByRole('region', { name: 'Cookies on Circulo' })).getByRole('button', { name: 'Accept analytics' }),
    );
    expect(analytics.pages).toEqual(['/']);
  });
});

// Issue 20, point 7: the banner comes first in the tab order, and a choice gives focus back.
describe('the cookie banner and focus', () => {
  it('is the first thing Tab reaches on a first visit', async () => {
    const { user } = await renderApp({ path: '/', locale: 'en-US' });
    const banner = await screen.findByRole('region', { name: 'Cookies on Circulo' });
    await user.tab();
    expect(banner).toContainElement(document.activeElement as HTMLElement);
  });

  it('gives focus back to where the visitor was in the page after a choice', async () => {
    const { user } = await renderApp({ path: '/', locale: 'en-US' });
    const banner = await screen.findByRole('region', { name: 'Cookies on Circulo' });
    const products = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Products' });
    products.focus();
    await user.click(within(banner).getByRole('button', { name: 'Necessary only' }));
    expect(screen.queryByRole('region', { name: 'Cookies on Circulo' })).not.toBeInTheDocument();
    expect(products).toHaveFocus();
  });

  it('reopened from cookie settings, gives focus back to that button', async () => {
    const { user } = await renderApp({ path: '/faq', locale: 'en-US' });
    await user.click(
      within(await screen.findByRole('region', { name: 'Cookies on Circulo' })).getByRole('button', { name: 'Necessary only' }),
    );
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(settings);
    const banner = await screen.findByRole('region', { name: 'Cookies on Circulo' });
    expect(banner).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(banner).getByRole('button', { name: 'Necessary only' }));
    expect(settings).toHaveFocus();
  });

  it('with nothing focused before, gives focus to the page’s content, not the top of the document', async () => {
    const { user } = await renderApp({ path: '/', locale: 'en-US' });
    const banner = await screen.findByRole('region', { name: 'Cookies on Circulo' });
    await user.click(within(banner).getByRole('button', { name: 'Accept analytics' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
