import { PRODUCTS, productDeposit, type Product, type ProductId } from '../../src/core/catalogue/product';
import type { CountryCode } from '../../src/core/content/locale';
import type { Money } from '../../src/core/shared/money';

/** How the server names the products it scans (its own words, in English), with the site's images. */
const SERVER_NAMES: Readonly<Record<ProductId, string>> = {
  milk: 'Organic whole milk, glass bottle 1 L',
  sparklingWater: 'Sparkling mineral water, glass bottle 750 ml',
  yoghurt: 'Plain yogurt, glass jar 500 g',
  jam: 'Apricot jam, glass jar 370 g',
  oliveOil: 'Extra virgin olive oil, steel can 750 ml',
  coffee: 'Ground coffee, steel can 250 g',
  dishSoap: 'Dish soap, refill pouch 1 L',
  shampoo: 'Gentle shampoo, refill pouch 500 ml',
};

const kebab = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export interface ScannedProduct {
  readonly product: Product;
  readonly name: string;
  readonly image: string;
}

/** The catalogue as scans see it: the same products and deposits as the public site. */
export const SCANNABLE: readonly ScannedProduct[] = PRODUCTS.map((product) => ({
  product,
  name: SERVER_NAMES[product.id],
  image: `/images/${kebab(product.id)}.svg`,
}));

export const depositOf = (scanned: ScannedProduct, country: CountryCode): Money => productDeposit(scanned.product, country);
