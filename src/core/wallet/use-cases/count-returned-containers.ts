import type { DomainError, SessionErrorCode, TransportErrorCode } from '../../shared/domain-error';
import { ok, type Result } from '../../shared/result';
import type { WalletGateway } from '../ports/wallet-gateway.port';
import { pageAfter, returnedContainers, type ReturnedCount } from '../history-pages';
import { SORT_BY } from '../history-query';
import { DEFAULT_PAGE_SIZE } from '../transaction';

export type CountReturnedContainersError = DomainError<SessionErrorCode | TransportErrorCode>;

/**
 * The impact figure (issue 8 point 3, issue 42 point 3): the containers of every completed scan, read
 * page after page until the last (spec §7 gives no count), so a customer with 2,500 returns hears of
 * all of them, never of the first 1,000 "in total". A later page that fails leaves the count of the
 * pages read, marked incomplete: the screen then says it covers the latest returns. Only the first
 * page's failure is an error.
 */
export class CountReturnedContainers {
  constructor(private readonly wallet: WalletGateway) {}

  async execute(): Promise<Result<ReturnedCount, CountReturnedContainersError>> {
    let counted: ReturnedCount = { containers: 0, returns: 0, complete: false };
    for (let page: number | null = 1; page !== null;) {
      const answer = await this.wallet.transactions({
        itemsPerPage: DEFAULT_PAGE_SIZE,
        page,
        type: 'SCAN',
        status: 'COMPLETED',
        sortBy: SORT_BY.newest,
      });
      if (!answer.ok) return page === 1 ? answer : ok(counted);
      const rows = answer.value;
      page = pageAfter(page, rows.length, DEFAULT_PAGE_SIZE);
      counted = {
        containers: counted.containers + returnedContainers(rows),
        returns: counted.returns + rows.length,
        complete: page === null,
      };
    }
    return ok(counted);
  }
}
