import { currencyOf, type CountryCode } from '../content/locale';
import { money, type Money } from '../shared/money';

/** The kinds of returnable container the scheme washes and refills. */
export const CONTAINER_TYPES = ['glass-bottle', 'glass-jar', 'steel-tin', 'refill-pouch'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

/** Products are named by id; their names and descriptions are texts, not domain data. */
export const PRODUCT_IDS = ['milk', 'sparklingWater', 'yoghurt', 'jam', 'oliveOil', 'coffee', 'dishSoap', 'shampoo'] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

/** A catalogue product by an id from anywhere (the server's may be newer than ours): undefined when unknown. */
export const productOf = (id: string): Product | undefined => PRODUCTS.find((p) => p.id === id);

/** Metric, as printed on the container: millilitres for liquids, grams for the rest. */
export interface ProductSize {
  readonly amount: number;
  readonly unit: 'ml' | 'g';
}

export interface Product {
  readonly id: ProductId;
  readonly container: ContainerType;
  readonly size: ProductSize;
}

/**
 * The deposit on one container, in the market's minor units (cents, pence, yen). The deposit
 * follows the container, not what is inside: a steel tin costs more to make and to refill
 * than a pouch. The same container has the same deposit everywhere in a market.
 */
const DEPOSIT_MINOR_UNITS: Readonly<Record<ContainerType, Readonly<Record<CountryCode, number>>>> = {
  'glass-bottle': { us: 25, uk: 20, ca: 25, fr: 20, jp: 30 },
  'glass-jar': { us: 25, uk: 20, ca: 25, fr: 20, jp: 30 },
  'steel-tin': { us: 50, uk: 40, ca: 50, fr: 40, jp: 60 },
  'refill-pouch': { us: 15, uk: 10, ca: 15, fr: 10, jp: 20 },
};

/** The catalogue, in the order it is shown. */
export const PRODUCTS: readonly Product[] = [
  { id: 'milk', container: 'glass-bottle', size: { amount: 1000, unit: 'ml' } },
  { id: 'sparklingWater', container: 'glass-bottle', size: { amount: 750, unit: 'ml' } },
  { id: 'yoghurt', container: 'glass-jar', size: { amount: 500, unit: 'g' } },
  { id: 'jam', container: 'glass-jar', size: { amount: 370, unit: 'g' } },
  { id: 'oliveOil', container: 'steel-tin', size: { amount: 750, unit: 'ml' } },
  { id: 'coffee', container: 'steel-tin', size: { amount: 250, unit: 'g' } },
  { id: 'dishSoap', container: 'refill-pouch', size: { amount: 1000, unit: 'ml' } },
  { id: 'shampoo', container: 'refill-pouch', size: { amount: 500, unit: 'ml' } },
];

/** The deposit on a container in a market, in that market's currency. */
export function containerDeposit(container: ContainerType, country: CountryCode): Money {
  return money(DEPOSIT_MINOR_UNITS[container][country], currencyOf(country));
}

/** The deposit a customer pays with a product, and gets back once its container is checked in. */
export function productDeposit(product: Product, country: CountryCode): Money {
  return containerDeposit(product.container, country);
}
