import { screen, within } from '@testing-library/react';
import type { Locale } from '../../../src/core/content/locale';
import { renderApp } from '../../helpers/render-app';

const productList = async () => {
  const main = screen.getByRole('main');
  await within(main).findByRole('heading', { level: 1 });
  const lists = within(main).getAllByRole('list');
  const list = lists.find((l) => within(l).queryAllByRole('article').length > 0);
  if (!list) throw new Error('no product list');
  return list;
};

describe('products screen', () => {
  it('is a list of product cards, each with its heading, a decorative sized image, container, size and deposit', async () => {
    await renderApp({ path: '/products', locale: 'en-GB' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    const items = within(await productList()).getAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(8);
    for (const item of items) {
      expect(within(item).getByRole('heading', { level: 3 }).textContent?.trim()).not.toBe('');
      const image = item.querySelector('img');
      expect(image).toHaveAttribute('alt', '');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
      expect(within(item).getByText('Deposit')).toBeInTheDocument();
    }
    const yoghurt = items.find((item) => within(item).queryByRole('heading', { name: 'Natural yoghurt' }));
    expect(yoghurt).toBeDefined();
    expect(within(yoghurt as HTMLElement).getByText('Glass jar')).toBeInTheDocument();
    expect(within(yoghurt as HTMLElement).getByText('£0.20')).toBeInTheDocument();
  });

  it.each<[Locale, string, string]>([
    ['en-US', 'Ground coffee', '$0.50'],
    ['en-CA', 'Ground coffee', '$0.50'],
    ['fr-FR', 'Café moulu', new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(0.4).replace(/\s/g, ' ')],
    ['ja-JP', 'コーヒー（粉）', '￥60'],
  ])('shows the deposit of the current market in %s', async (locale, name, deposit) => {
    await renderApp({ path: '/products', locale });
    const list = await productList();
    const card = within(list).getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
    expect(within(card).getByText(deposit)).toBeInTheDocument();
  });

  it('explains that the deposit comes back once the container is checked in', async () => {
    await renderApp({ path: '/products', locale: 'en-US' });
    const section = await screen.findByRole('region', { name: 'How the deposit works' });
    expect(section).toHaveTextContent('once it is checked in at our cleaning facility, the deposit is refunded to your Circulo balance');
    expect(section).toHaveTextContent('(United States)');
    expect(within(section).getByRole('link')).toHaveAttribute('href', '/how-it-works');
  });
});
