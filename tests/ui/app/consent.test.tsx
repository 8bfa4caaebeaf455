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
