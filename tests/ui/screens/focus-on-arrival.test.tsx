import { screen, within } from '@testing-library/react';
import { RecordingMapLoader } from '../../../fakes/adapters/recording-map';
import { renderApp } from '../../helpers/render-app';
import { PAYPAL_ONLY, withdrawPage } from './wallet/withdraw-page';

/**
 * Where the focus is at the moment a new part of the page appears (issue 19, point 3): already on
 * it, moved in the same task as it is drawn — not in an effect run a task later, when a test (or a
 * screen reader) may have read the page already. `focusAsItAppears` watches the DOM and notes
 * document.activeElement the first time `find()` finds the new part.
 */
function focusAsItAppears(find: () => Element | null) {
  const seen: (Element | null)[] = [];
  const observer = new MutationObserver(() => {
    if (seen.length === 0 && find()) seen.push(document.activeElement);
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  return {
    /** The element that had the focus when the part appeared (undefined: it never did). */
    focused: () => {
      observer.disconnect();
      return seen[0];
    },
  };
}

const heading = (name: string) => () => screen.queryByRole('heading', { name });

describe('focus moves to what appears, as it appears', () => {
  it('withdraw: the review step heading has the focus when the review is drawn', async () => {
    const app = await withdrawPage('fr', { balance: 2000, payout: PAYPAL_ONLY, emailVerified: true }, 'fr-FR');
    const field = await screen.findByLabelText('Montant à retirer');
    await app.user.type(field, '12,50');
    // The review's code, which the page preloads as the form shows: here its first transform can
    // outlast the typing, and the case without it (focus a frame later) is not this test's.
    await import('../../../src/ui/screens/wallet/withdraw/WithdrawReview');
    const watch = focusAsItAppears(heading('Vérifiez votre retrait'));
    await app.user.click(screen.getByRole('button', { name: 'Vérifier le retrait' }));
    const review = await screen.findByRole('heading', { name: 'Vérifiez votre retrait' });
    expect(watch.focused()).toBe(review);
  });

  it('locator without a map: the chosen bin’s heading has the focus when its window is drawn', async () => {
    const broken = new RecordingMapLoader();
    broken.failWith(new Error('Failed to fetch dynamically imported module'));
    const bins = [{ id: 'b2', lat: 38.8973, lng: -77.0063, details: 'Union Station', retailer: { id: 'r-bravo', name: 'Bravo Market' } }];
    const { user } = await renderApp({
      locale: 'en-US',
      path: '/shop-and-return',
      arrange: (backend) => backend.setBins('us', bins),
      overrides: { MapLoader: broken },
    });
    await screen.findByText('The map could not be loaded. The list shows every bin.');
    const list = screen.getByRole('region', { name: 'Pick-up bins' });
    const entry = await within(list).findByRole('button', { name: /^Bravo MarketUnion Station/ });
    const watch = focusAsItAppears(() => screen.queryByRole('region', { name: 'Bravo Market' }));
    await user.click(entry);
    await screen.findByRole('region', { name: 'Bravo Market' });
    expect(watch.focused()).toBe(screen.getByRole('heading', { name: 'Bravo Market', level: 2 }));
  });

  it('cookie settings: the banner heading has the focus when the banner is drawn again', async () => {
    const { user } = await renderApp({ path: '/', locale: 'en-US' });
    const banner = await screen.findByRole('region', { name: 'Cookies on Circulo' });
    await user.click(within(banner).getByRole('button', { name: 'Necessary only' }));
    const watch = focusAsItAppears(heading('Cookies on Circulo'));
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(watch.focused()).toBe(await screen.findByRole('heading', { name: 'Cookies on Circulo' }));
  });
});
