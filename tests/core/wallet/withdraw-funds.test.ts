import { money } from '../../../src/core/shared/money';
import { payoutDestination } from '../../../src/core/wallet/payout-destination';
import type { BankData } from '../../../src/core/wallet/payout-method';
import { CUSTOMER, signedInTokens } from '../../helpers/signed-in-tokens';
import { err, ok, type Result } from '../../../src/core/shared/result';
import type { WalletError, WalletGateway } from '../../../src/core/wallet/ports/wallet-gateway.port';
import { WithdrawFunds } from '../../../src/core/wallet/use-cases/withdraw-funds';
import type { WithdrawalQuote, WithdrawalReceipt, WithdrawalRequest } from '../../../src/core/wallet/withdrawal';
import { walletGatewayDouble } from './wallet-gateway.double';

type Answer = Result<WithdrawalReceipt, WalletError<'withdraw'>>;

/** A server whose withdrawal answers are released by the test, one per call. */
class ControlledGateway {
  readonly requests: WithdrawalRequest[] = [];
  private readonly pending: ((answer: Answer) => void)[] = [];

  readonly gateway: WalletGateway = walletGatewayDouble({
    withdraw: (request) => {
      this.requests.push(request);
      return new Promise<Answer>((resolve) => this.pending.push(resolve));
    },
  });

  answer(next: Answer): void {
    const resolve = this.pending.shift();
    if (!resolve) throw new Error('no call is waiting');
    resolve(next);
  }
}

const QUOTE: WithdrawalQuote = { amount: money(5000, 'JPY'), fee: money(249, 'JPY'), net: money(4751, 'JPY'), method: 'LINE' };
const RECEIPT: WithdrawalReceipt = { id: 'w-1', balance: money(15_000, 'JPY') };

const LINE_PAY: BankData = { types: { LINE: { referenceNo: '12345678901' } }, default: 'LINE' };

const setUp = () => {
  const gateway = new ControlledGateway();
  let n = 0;
  const tokens = signedInTokens();
  const withdrawFunds = new WithdrawFunds(gateway.gateway, () => `key-${++n}`, tokens);
  const prepare = (quote: WithdrawalQuote) =>
    withdrawFunds.prepare(quote, { customer: CUSTOMER, destination: payoutDestination(LINE_PAY, 'LINE') });
  return { gateway, withdrawFunds, prepare, tokens };
};

describe('WithdrawFunds', () => {
  it('gives each review its own idempotency key, with the reviewed amount, fee, method, customer and destination', () => {
    const { prepare } = setUp();
    expect(prepare(QUOTE)).toEqual({
      amount: money(5000, 'JPY'),
      fee: money(249, 'JPY'),
      method: 'LINE',
      idempotencyKey: 'key-1',
      customer: CUSTOMER,
      destination: payoutDestination(LINE_PAY, 'LINE'),
    });
    expect(prepare(QUOTE).idempotencyKey).toBe('key-2');
  });

  // Issue 42: customer A reviews; in another tab A signs out and B signs in; A confirms here.
  it('sends nothing when another customer is now signed in on this browser', async () => {
    const { gateway, withdrawFunds, prepare, tokens } = setUp();
    const request = prepare(QUOTE);
    const otherTab = tokens.anotherTab();
    otherTab.clear();
    otherTab.save({ accessToken: 'b-access', refreshToken: 'b-refresh', expiresIn: 3600 });
    otherTab.own('customer-b', otherTab.load()?.session ?? '');
    expect(await withdrawFunds.execute(request)).toEqual(err({ code: 'another_customer' }));
    // Still nothing while B's sign-in is under way (its customer not read yet), nor once signed out.
    otherTab.save({ accessToken: 'c-access', refreshToken: 'c-refresh', expiresIn: 3600 });
    expect(await withdrawFunds.execute(request)).toEqual(err({ code: 'another_customer' }));
    otherTab.clear();
    expect(await withdrawFunds.execute(request)).toEqual(err({ code: 'another_customer' }));
    expect(gateway.requests).toEqual([]);
  });

  it('sends when the same customer signed out and in again elsewhere meanwhile', async () => {
    const { gateway, withdrawFunds, prepare, tokens } = setUp();
    const request = prepare(QUOTE);
    const otherTab = tokens.anotherTab();
    otherTab.clear();
    otherTab.save({ accessToken: 'a2-access', refreshToken: 'a2-refresh', expiresIn: 3600 });
    otherTab.own(CUSTOMER, otherTab.load()?.session ?? '');
    const sent = withdrawFunds.execute(request);
    gateway.answer(ok(RECEIPT));
    expect(await sent).toEqual(ok(RECEIPT));
    expect(gateway.requests).toHaveLength(1);
  });

  it('sends one request however often it is executed while the first is under way', async () => {
    const { gateway, withdrawFunds, prepare } = setUp();
    const request = prepare(QUOTE);
    const first = withdrawFunds.execute(request);
    const second = withdrawFunds.execute(request);
    expect(gateway.requests).toHaveLength(1);
    gateway.answer(ok(RECEIPT));
    expect(await first).toEqual(ok(RECEIPT));
    expect(await second).toEqual(ok(RECEIPT));
    expect(gateway.requests).toHaveLength(1);
  });

  it.each(['network_error', 'timeout'] as const)('retries after a %s with the same idempotency key', async (code) => {
    const { gateway, withdrawFunds, prepare } = setUp();
    const request = prepare(QUOTE);
    const first = withdrawFunds.execute(request);
    gateway.answer(err({ code }));
    expect(await first).toEqual(err({ code }));
    const retry = withdrawFunds.execute(request);
    gateway.answer(ok(RECEIPT));
    expect(await retry).toEqual(ok(RECEIPT));
    expect(gateway.requests.map((r) => r.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(gateway.requests[1]).toEqual(gateway.requests[0]);
  });

  it('sends a new review with a new key', async () => {
    const { gateway, withdrawFunds, prepare } = setUp();
    const first = withdrawFunds.execute(prepare(QUOTE));
    gateway.answer(ok(RECEIPT));
    await first;
    const second = withdrawFunds.execute(prepare(QUOTE));
    gateway.answer(ok(RECEIPT));
    await second;
    expect(gateway.requests.map((r) => r.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });
});
