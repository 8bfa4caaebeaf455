import { act, screen, within } from '@testing-library/react';
import { itemFactory, scanFactory } from '../../../fakes/factories/transaction.factory';
import { money } from '../../../src/core/shared/money';
import { renderApp } from '../../helpers/render-app';

// Issue 20, point 2: a returned product is named in the customer's language (the catalogue's name
// and the size as on the pack) when the server says which product it is; else the server's name.
const milk = itemFactory.build({ quantity: 2, price: money(30, 'JPY'), imageUrl: '/images/milk.svg' });
const unknown = itemFactory.build({ name: 'Special edition bottle', quantity: 1, price: money(30, 'JPY') });
// A product newer than the app's catalogue: the server names it, the app does not know its id.
const newer = itemFactory.build({ name: 'Oat drink 1 L', quantity: 1, price: money(30, 'JPY'), productId: 'oatDrink' });

it('Japan: the history names a product from the catalogue in Japanese, and those it does not know by the server’s name', async () => {
  const app = await renderApp({ path: '/', locale: 'ja-JP', signedInAs: 'jp' });
  const demo = app.backend.findUser('demo@example.com', 'jp');
  if (!demo) throw new Error('no demo user');
  const scan = scanFactory.build(
    {
      id: 'named',
      items: [{ ...milk, name: 'Organic whole milk, glass bottle 1 L', productId: 'milk' }, unknown, newer],
      createdAt: '2026-11-02T01:00:00.000Z',
    },
    { transient: { country: 'jp' } },
  );
  app.backend.addUser({ ...demo, transactions: [scan] });
  await screen.findByRole('button', { name: /佐藤/ });
  act(() => app.location.navigate('/user/account'));
  const history = await screen.findByRole('region', { name: '取引履歴' });
  await app.user.click(await within(history).findByRole('button', { name: /4個/ }));
  const items = await within(history).findByRole('list', { name: '返却した容器' });
  expect(items).toHaveTextContent('有機牛乳 1 L');
  expect(items).not.toHaveTextContent('Organic whole milk');
  expect(items).toHaveTextContent('Special edition bottle');
  expect(items).toHaveTextContent('Oat drink 1 L');
  expect(items).not.toHaveTextContent('oatDrink');
});
