import {
  CONTAINER_TYPES,
  PRODUCT_IDS,
  PRODUCTS,
  containerDeposit,
  productDeposit,
  type ContainerType,
} from '../../../src/core/catalogue/product';
import { COUNTRY_CODES, type CountryCode } from '../../../src/core/content/locale';
import { money, type Currency, type Money } from '../../../src/core/shared/money';

const CURRENCY: Record<CountryCode, Currency> = { us: 'USD', uk: 'GBP', ca: 'CAD', fr: 'EUR', jp: 'JPY' };

const product = (id: string) => {
  const found = PRODUCTS.find((p) => p.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};

describe('catalogue', () => {
  it.each<[ContainerType, CountryCode, Money]>([
    ['glass-bottle', 'us', money(25, 'USD')],
    ['glass-bottle', 'uk', money(20, 'GBP')],
    ['glass-bottle', 'ca', money(25, 'CAD')],
    ['glass-bottle', 'fr', money(20, 'EUR')],
    ['glass-bottle', 'jp', money(30, 'JPY')],
    ['glass-jar', 'us', money(25, 'USD')],
    ['glass-jar', 'uk', money(20, 'GBP')],
    ['glass-jar', 'ca', money(25, 'CAD')],
    ['glass-jar', 'fr', money(20, 'EUR')],
    ['glass-jar', 'jp', money(30, 'JPY')],
    ['steel-tin', 'us', money(50, 'USD')],
    ['steel-tin', 'uk', money(40, 'GBP')],
    ['steel-tin', 'ca', money(50, 'CAD')],
    ['steel-tin', 'fr', money(40, 'EUR')],
    ['steel-tin', 'jp', money(60, 'JPY')],
    ['refill-pouch', 'us', money(15, 'USD')],
    ['refill-pouch', 'uk', money(10, 'GBP')],
    ['refill-pouch', 'ca', money(15, 'CAD')],
    ['refill-pouch', 'fr', money(10, 'EUR')],
    ['refill-pouch', 'jp', money(20, 'JPY')],
  ])('a %s costs a deposit of %o in %s', (container, country, expected) => {
    expect(containerDeposit(container, country)).toEqual(expected);
  });

  it.each<[string, CountryCode, Money]>([
    ['milk', 'fr', money(20, 'EUR')],
    ['jam', 'jp', money(30, 'JPY')],
    ['coffee', 'uk', money(40, 'GBP')],
    ['oliveOil', 'ca', money(50, 'CAD')],
    ['shampoo', 'us', money(15, 'USD')],
  ])("%s's deposit in %s is its container's: %o", (id, country, expected) => {
    expect(productDeposit(product(id), country)).toEqual(expected);
  });

  it('prices every product in every market, in that market’s currency, in whole minor units', () => {
    for (const p of PRODUCTS) {
      for (const country of COUNTRY_CODES) {
        const deposit = productDeposit(p, country);
        expect(Number.isSafeInteger(deposit.amount), `${p.id} ${country}`).toBe(true);
        expect(deposit.amount, `${p.id} ${country}`).toBeGreaterThan(0);
        expect(deposit.currency, `${p.id} ${country}`).toBe(CURRENCY[country]);
      }
    }
  });

  it('lists each product once, in every container type, with a positive size', () => {
    expect(PRODUCTS.map((p) => p.id)).toEqual([...PRODUCT_IDS]);
    expect(new Set(PRODUCTS.map((p) => p.container))).toEqual(new Set(CONTAINER_TYPES));
    for (const p of PRODUCTS) expect(p.size.amount).toBeGreaterThan(0);
  });
});
