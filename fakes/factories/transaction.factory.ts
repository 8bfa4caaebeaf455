import { Factory } from 'fishery';
import { currencyOf, type CountryCode } from '../../src/core/content/locale';
import { money } from '../../src/core/shared/money';
import type { Item } from '../../src/core/wallet/transaction';
import type { TransactionRecord } from '../backend/records';
import { SCANNABLE, depositOf } from './catalogue';
import { faker } from './faker';

interface TransactionTransient {
  country: CountryCode;
  /** Dates are drawn in the 400 days before this one. */
  referenceDate: Date;
}

interface ItemTransient {
  country: CountryCode;
  /** The product scanned (by default one drawn from the catalogue). */
  scanned: (typeof SCANNABLE)[number];
}

export const itemFactory: Factory<Item, ItemTransient> = Factory.define<Item, ItemTransient>(({ params, transientParams }) => {
  const scanned = transientParams.scanned ?? faker.helpers.arrayElement(SCANNABLE);
  return {
    imageUrl: scanned.image,
    name: scanned.name,
    quantity: faker.number.int({ min: 1, max: 4 }),
    price: depositOf(scanned, transientParams.country ?? 'fr'),
    // A name of its own is an item the catalogue does not know (the server's name is shown).
    ...(params.name === undefined ? { productId: scanned.product.id } : {}),
  };
});

/** A scan of returned containers; its amount is the sum of its items' deposits. */
export const scanFactory: Factory<TransactionRecord, TransactionTransient> = Factory.define<TransactionRecord, TransactionTransient>(
  ({ sequence, params, transientParams }) => {
    const country = transientParams.country ?? 'fr';
    // Each product once per return, its quantity summed, as the server counts a return (issue 44).
    const items =
      (params.items as Item[] | undefined) ??
      faker.helpers
        .arrayElements(SCANNABLE, faker.number.int({ min: 1, max: 3 }))
        .map((scanned) => itemFactory.build({}, { transient: { country, scanned } }));
    const total = items.reduce((sum, item) => sum + item.price.amount * item.quantity, 0);
    return {
      id: `tx-${sequence}`,
      category: 'SCAN',
      status: 'COMPLETED',
      createdAt: faker.date.recent({ days: 400, refDate: transientParams.referenceDate ?? new Date('2026-11-01T12:00:00Z') }).toISOString(),
      amount: money(total, currencyOf(country)),
      comment: null,
      items,
      numberOfScans: items.reduce((n, item) => n + item.quantity, 0),
      accountName: null,
      accountNumber: null,
    };
  },
);
