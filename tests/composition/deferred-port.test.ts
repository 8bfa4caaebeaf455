import { CUSTOMER, signedInTokens } from '../helpers/signed-in-tokens';
import { deferredPort, deferredUseCase, loadOnce } from '../../src/composition/deferred-port';
import { domainError } from '../../src/core/shared/domain-error';
import type { BinsGateway as AnyBinsGateway } from '../../src/core/places/ports/bins-gateway.port';

/** A port of one method, as the bins' listing is. */
type BinsGateway = Pick<AnyBinsGateway, 'list'>;
import { err, ok } from '../../src/core/shared/result';
import { money } from '../../src/core/shared/money';
import { sendOutcome } from '../../src/core/shared/send-outcome';
import type { WalletGateway } from '../../src/core/wallet/ports/wallet-gateway.port';
import { WithdrawFunds } from '../../src/core/wallet/use-cases/withdraw-funds';
import { WALLET_METHODS } from '../../src/composition/bindings/gateway-methods';

describe('a port loaded on its first call', () => {
  const bins: BinsGateway = { list: async (country) => ok([{ id: `bin-${country}` }] as never) };

  it('loads nothing until a method is called, then answers with the loaded adapter', async () => {
    const load = vi.fn(async () => bins);
    const port = deferredPort(load, { list: true });
    expect(load).not.toHaveBeenCalled();
    expect(await port.list('fr')).toEqual(ok([{ id: 'bin-fr' }]));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the adapter as `this`', async () => {
    class Counting implements BinsGateway {
      calls = 0;
      async list() {
        this.calls++;
        return ok({ bins: [], dropped: 0 });
      }
    }
    const adapter = new Counting();
    const port = deferredPort<BinsGateway>(async () => adapter, { list: true });
    await port.list('jp');
    expect(adapter.calls).toBe(1);
  });

  it('ends the call as offline — nothing left the device — when the adapter cannot be loaded, and tries again on the next', async () => {
    const load = vi.fn<() => Promise<BinsGateway>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValue(bins);
    const port = deferredPort(load, { list: true });
    const first = await port.list('us');
    expect(first.ok ? null : first.error.code).toBe('offline');
    expect((await port.list('us')).ok).toBe(true);
  });

  it('never tells of a withdrawal whose code could not load that its answer was lost: nothing was sent', async () => {
    const unloadable = deferredPort<WalletGateway>(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    }, WALLET_METHODS);
    const withdrawFunds = new WithdrawFunds(unloadable, () => 'key-1', signedInTokens());
    const quote = { amount: money(5000, 'JPY'), fee: money(249, 'JPY'), net: money(4751, 'JPY'), method: 'LINE' } as const;
    const answer = await withdrawFunds.execute(withdrawFunds.prepare(quote, { customer: CUSTOMER, destination: 'LINE:***8901:00000000' }));
    expect(answer.ok ? null : sendOutcome(answer.error)).toEqual({ kind: 'offline' });
  });
});

describe('a load run once', () => {
  it('runs the load once for any number of calls, even while the first is under way', async () => {
    const load = vi.fn(async () => 'adapter');
    const once = loadOnce(load);
    expect(await Promise.all([once(), once()])).toEqual(['adapter', 'adapter']);
    expect(await once()).toBe('adapter');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('runs a failed load again on the next call', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValue('adapter');
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('Failed to fetch');
    expect(await once()).toBe('adapter');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a use case loaded on its first use', () => {
  it('loads nothing until it is used, then answers with the loaded use case', async () => {
    const load = vi.fn(async () => ({ execute: async (n: number) => ok(n * 2) }));
    const useCase = deferredUseCase<[number], unknown>(load, err(domainError('offline')));
    expect(load).not.toHaveBeenCalled();
    expect(await useCase.execute(21)).toEqual(ok(42));
    expect(await useCase.execute(1)).toEqual(ok(2));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers that nothing was sent when its code cannot be loaded, and tries again on the next use', async () => {
    const load = vi
      .fn<() => Promise<{ execute: (n: number) => Promise<unknown> }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ execute: async (n: number) => ok(n) });
    const useCase = deferredUseCase(load, err(domainError('offline')));
    expect(await useCase.execute(1)).toEqual(err({ code: 'offline' }));
    expect(await useCase.execute(2)).toEqual(ok(2));
  });
});
