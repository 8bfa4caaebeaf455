import { CUSTOMER, signedInTokens } from '../../helpers/signed-in-tokens';
import { err, ok } from '../../../src/core/shared/result';
import type { DomainError } from '../../../src/core/shared/domain-error';
import type { BankData } from '../../../src/core/wallet/payout-method';
import { RemovePayoutMethod } from '../../../src/core/wallet/use-cases/remove-payout-method';
import { walletGatewayDouble } from './wallet-gateway.double';

const LEFT: BankData = { types: { PAYPAL: { email: 'jane@example.com' } }, default: 'PAYPAL' };
const failing = (code: DomainError['code']) =>
  new RemovePayoutMethod(walletGatewayDouble({ removePayoutMethod: () => Promise.resolve(err({ code } as never)) }), signedInTokens());

describe('RemovePayoutMethod: what the customer is told (issue 20, point 6)', () => {
  it('done: what the server holds now', async () => {
    const asked: string[] = [];
    const remove = new RemovePayoutMethod(
      walletGatewayDouble({
        removePayoutMethod: (method) => {
          asked.push(method);
          return Promise.resolve(ok(LEFT));
        },
      }),
      signedInTokens(),
    );
    expect(await remove.execute('TRANSFERWISE', CUSTOMER)).toEqual({ kind: 'done', bankData: LEFT });
    expect(asked).toEqual(['TRANSFERWISE']);
  });

  it.each([
    ['payout_method_in_use', { kind: 'refused', error: { code: 'payout_method_in_use' } }],
    ['not_available', { kind: 'refused', error: { code: 'not_available' } }],
    ['session_expired', { kind: 'refused', error: { code: 'session_expired' } }],
    ['network_error', { kind: 'unknown', reason: 'no_answer' }],
    ['timeout', { kind: 'unknown', reason: 'no_answer' }],
    ['server_error', { kind: 'unknown', reason: 'server_error' }],
    ['invalid_response', { kind: 'unknown', reason: 'unreadable' }],
    ['offline', { kind: 'offline' }],
  ] as const)('%s → %o', async (code, outcome) => {
    expect(await failing(code).execute('PAYPAL', CUSTOMER)).toEqual(outcome);
  });
});
