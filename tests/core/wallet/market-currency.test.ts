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
  // Issue 22 point 2: while a saved session is restored, a customer page's money is asked for beside it.
  it('with the customer still being found: asks at once, and keeps the answer only for a customer found, in their currency', async () => {
    let found: (customer: { country: 'uk' } | null) => void = () => undefined;
    const ask = vi.fn(async () => ok(money(1250, 'GBP')));
    const kept = askInMarket(new Promise((resolve) => (found = resolve)), ask, (m) => [m]);
    expect(ask).toHaveBeenCalledTimes(1);
    found({ country: 'uk' });
    expect(await kept).toEqual(ok(money(1250, 'GBP')));

    const noOne = askInMarket(
      Promise.resolve(null),
      vi.fn(async () => ok(money(1250, 'GBP'))),
      (m) => [m],
    );
    expect(await noOne).toEqual(err({ code: 'unauthorized' }));
    const otherMarket = askInMarket(
      Promise.resolve({ country: 'jp' as const }),
      vi.fn(async () => ok(money(1250, 'GBP'))),
      (m) => [m],
    );
    expect(await otherMarket).toEqual(err({ code: 'invalid_response' }));
  });
});
