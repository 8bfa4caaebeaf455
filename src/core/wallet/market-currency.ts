import { currencyOf, type CountryCode } from '../content/locale';
import { domainError, type DomainError } from '../shared/domain-error';
import type { Money } from '../shared/money';
import { err, type Result } from '../shared/result';

/** The signed-in customer, as far as their money is concerned: the market they belong to. */
export interface MarketCustomer {
  readonly country: CountryCode;
}

/** A customer's money is in their market's currency: pounds in the UK, yen in Japan. */
export const inMarketCurrency = (country: CountryCode, amounts: readonly Money[]): boolean =>
  amounts.every((m) => m.currency === currencyOf(country));

/**
 * The signed-in customer; while a saved session is restored at start, the customer it will find
 * (null: none), so that a customer page's money is asked for beside the restore (issue 22 point 2).
 */
export type CustomerSoon = MarketCustomer | null | Promise<MarketCustomer | null>;

/**
 * Asks the server about a customer's money and keeps the answer only if every amount in it is in the
 * customer's market currency. Anything else is an answer the app cannot use (`invalid_response`: the
 * screen says it cannot show it and offers Retry), never a figure in the wrong currency. Without a
 * signed-in customer there is no market to check against and nothing is asked (`unauthorized`); with
 * one still being found, the question goes out at once and its answer is kept only if a customer is
 * found, and checked against their market.
 */
export async function askInMarket<T, E>(
  customer: CustomerSoon,
  ask: () => Promise<Result<T, E>>,
  amountsOf: (value: T) => readonly Money[],
): Promise<Result<T, E | DomainError<'invalid_response' | 'unauthorized'>>> {
  if (!customer) return err(domainError('unauthorized'));
  const [found, answer] = await Promise.all([customer, ask()]);
  if (!found) return err(domainError('unauthorized'));
  if (answer.ok && !inMarketCurrency(found.country, amountsOf(answer.value))) return err(domainError('invalid_response'));
  return answer;
}
