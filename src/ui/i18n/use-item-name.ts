import { productOf } from '../../core/catalogue/product';
import type { Item } from '../../core/wallet/transaction';
import { formatSize } from './format-size';
import { useLocale } from './use-locale';
import { useT } from './use-t';

/**
 * What a returned item is called in the customer's language (issue 20, point 2): the catalogue's
 * name and the size as printed on the pack ("有機牛乳 1 L", "Lait entier bio 1 l") when the server
 * names a product the catalogue knows; the server's own name otherwise. One name for the history, the CSV and the report.
 */
export function useItemName(): (item: Item) => string {
  const { t } = useT();
  const { locale } = useLocale();
  return (item) => {
    const product = item.productId === undefined ? undefined : productOf(item.productId);
    return product ? `${t(`content:products.items.${product.id}.name`)} ${formatSize(product.size, locale)}` : item.name;
  };
}
