import type { Locale } from '../../core/content/locale';

/** A market's country in the reader's language ("Royaume-Uni", "イギリス"), from its locale's region. */
export function marketName(market: Locale, reader: Locale): string {
  const region = market.split('-')[1] ?? '';
  try {
    return new Intl.DisplayNames([reader], { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}
