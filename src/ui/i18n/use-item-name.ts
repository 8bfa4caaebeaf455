import { productOf } from '../../core/catalogue/product';
import type { Item } from '../../core/wallet/transaction';
import { formatSize } from './format-size';
import { useLocale } from './use-locale';
import { useT } from './use-t';

/**
 * What a returned item is called in the customer's language (issue 20, point 2): the catalogue's
 * name and the size as printed on the pack ("有機牛乳 1 L", "Lait entier bio 1 l") when the server
 * names the product; its own name otherwise. One name for the history, the CSV and the report.
 */
export function useItemName(): (item: Item) => string {
  const { t } = useT();
  const { locale } = useLocale();
  return (item) =>
    item.productId
      ? `${t(`content:products.items.${item.productId}.name`)} ${formatSize(productOf(item.productId).size, locale)}`
      : item.name;
}
