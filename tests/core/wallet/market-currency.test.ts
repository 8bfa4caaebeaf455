import { COUNTRY_CODES } from '../../../src/core/content/locale';
import { CURRENCIES, money } from '../../../src/core/shared/money';
import { err, ok } from '../../../src/core/shared/result';
import { askInMarket, inMarketCurrency } from '../../../src/core/wallet/market-currency';

const MARKET_CURRENCY = { us: 'USD', uk: 'GBP', ca: 'CAD', fr: 'EUR', jp: 'JPY' } as const;

describe("a customer's money is in their market's currency", () => {
  it.each(COUNTRY_CODES.flatMap((country) => CURRENCIES.map((currency) => [country, currency] as const)))('%s, %s', (country, currency) => {
    expect(inMarketCurrency(country, [money(100, currency)])).toBe(currency === MARKET_CURRENCY[country]);
  });

  it('holds for every amount of an answer, and for an answer with none', () => {
    expect(inMarketCurrency('uk', [money(1, 'GBP'), money(2, 'GBP')])).toBe(true);
    expect(inMarketCurrency('uk', [money(1, 'GBP'), money(2, 'EUR')])).toBe(false);
    expect(inMarketCurrency('uk', [])).toBe(true);
  });

  it('keeps a failure as it is, and asks nothing without a customer', async () => {
    const ask = vi.fn(async () => err({ code: 'timeout' as const }));
    expect(await askInMarket({ country: 'jp' }, ask, () => [])).toEqual(err({ code: 'timeout' }));
    const never = vi.fn(async () => ok(money(1, 'JPY')));
    expect(await askInMarket(null, never, (m) => [m])).toEqual(err({ code: 'unauthorized' }));
    expect(never).not.toHaveBeenCalled();
  });
});
