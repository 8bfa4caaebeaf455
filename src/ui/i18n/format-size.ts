import type { ProductSize } from '../../core/catalogue/product';
import type { Locale } from '../../core/content/locale';

/** US labels lead with customary units; the metric size follows in brackets, as on the pack. */
const US_CUSTOMARY = { ml: { unit: 'fluid-ounce', per: 29.5735 }, g: { unit: 'ounce', per: 28.3495 } } as const;

const unitFormat = (locale: Locale, unit: string, amount: number, maximumFractionDigits = 0) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits }).format(amount);

/**
 * A container's size as printed on the pack, in the shopper's language: "1 l" and "370 g" in
 * French, "750 mL" in Canada, "33.8 fl oz (1 L)" in the United States. Display only: the
 * conversion to US units is rounded and never feeds back into the domain.
 */
export function formatSize(size: ProductSize, locale: Locale): string {
  const metric =
    size.unit === 'g'
      ? unitFormat(locale, 'gram', size.amount)
      : size.amount % 1000 === 0
        ? unitFormat(locale, 'liter', size.amount / 1000)
        : unitFormat(locale, 'milliliter', size.amount);
  if (locale !== 'en-US') return metric;
  const customary = US_CUSTOMARY[size.unit];
  return `${unitFormat(locale, customary.unit, size.amount / customary.per, 1)} (${metric})`;
}
