import type { CountryCode } from '../../src/core/content/locale';
import { currencyOf } from '../../src/core/content/locale';
import { money, type Money } from '../../src/core/shared/money';

/** Products sold in returnable containers, with the deposit each container carries per market. */
export const CONTAINERS = [
  { id: 'jar-500', name: 'Glass jar 500 ml', image: '/images/containers/jar.svg' },
  { id: 'bottle-1l', name: 'Glass bottle 1 L', image: '/images/containers/bottle.svg' },
  { id: 'tin-250', name: 'Steel tin 250 g', image: '/images/containers/tin.svg' },
  { id: 'pouch-refill', name: 'Refill pouch 750 ml', image: '/images/containers/pouch.svg' },
] as const;

const DEPOSIT_MINOR: Readonly<Record<CountryCode, number>> = { us: 25, uk: 20, ca: 25, fr: 20, jp: 30 };

export const depositIn = (country: CountryCode): Money => money(DEPOSIT_MINOR[country], currencyOf(country));
