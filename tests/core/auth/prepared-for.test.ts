import { NO_RECHECK_RECORDS, STILL_CLOCK } from '../../helpers/no-recheck-records';
import { signedInTokens, CUSTOMER } from '../../helpers/signed-in-tokens';
import { ok } from '../../../src/core/shared/result';
import type { UserGateway } from '../../../src/core/profile/ports/user-gateway.port';
import { ChangePassword } from '../../../src/core/profile/use-cases/change-password';
import { DeleteAccount } from '../../../src/core/profile/use-cases/delete-account';
import { UpdateProfile } from '../../../src/core/profile/use-cases/update-profile';
import { money } from '../../../src/core/shared/money';
import { RemovePayoutMethod } from '../../../src/core/wallet/use-cases/remove-payout-method';
import { SavePayoutMethod } from '../../../src/core/wallet/use-cases/save-payout-method';
import { SetDefaultPayoutMethod } from '../../../src/core/wallet/use-cases/set-default-payout-method';
import { walletGatewayDouble } from '../wallet/wallet-gateway.double';

// Issue 42 point 1: every action that moves money or changes an account carries the customer it was
// prepared for, and is sent only while that customer is the one signed in on this browser.

const METHODS = { types: { PAYPAL: { email: 'a@example.com' } }, default: 'PAYPAL' } as const;

function world() {
  const sent: string[] = [];
  const record =
    <T>(name: string, answer: T) =>
    async () => {
      sent.push(name);
      return answer;
    };
  const wallet = walletGatewayDouble({
    balance: async () => ok(money(0, 'EUR')),
    savePayoutMethod: record('savePayoutMethod', ok(METHODS)),
    setDefaultPayoutMethod: record('setDefaultPayoutMethod', ok(METHODS)),
    removePayoutMethod: record('removePayoutMethod', ok(METHODS)),
  });
  const users = {
    update: record('update', ok({})),
    changePassword: record('changePassword', ok(undefined)),
    deleteAccount: record('deleteAccount', ok(undefined)),
  } as unknown as UserGateway;
  const tokens = signedInTokens();
  const profile = {
    name: 'Ana',
    address: '12 rue Oberkampf',
    city: 'Paris',
    state: '',
    marketingConsent: false,
    marketResearchConsent: false,
  };
  const password = { currentPassword: 'old-password', newPassword: 'new-password', confirmation: 'new-password' };
  const actions: Record<string, (customer: string) => Promise<unknown>> = {
    'set up a payout method': (c) =>
      new SavePayoutMethod(wallet, tokens, NO_RECHECK_RECORDS, STILL_CLOCK).execute(
        { method: 'PAYPAL', country: 'fr', form: { email: 'a@example.com' } },
        c,
      ),
    'make a method the default': (c) => new SetDefaultPayoutMethod(wallet, tokens).execute('PAYPAL', c),
    'remove a method': (c) => new RemovePayoutMethod(wallet, tokens).execute('PAYPAL', c),
    'save the profile': (c) => new UpdateProfile(users, tokens).execute({ data: profile, country: 'fr' }, c),
    'change the password': (c) => new ChangePassword(users, tokens).execute(password, c),
    'delete the account': (c) => new DeleteAccount(users, wallet, tokens).execute({ password: 'pw', confirmed: true }, c),
  };
  /** Another tab signs out, and another customer signs in. */
  const switchCustomer = () => {
    const other = tokens.anotherTab();
    other.clear();
    other.save({ accessToken: 'b-access', refreshToken: 'b-refresh', expiresIn: 3600 });
    other.own('customer-b', other.load()?.session ?? '');
  };
  return { sent, actions, switchCustomer };
}

describe.each(Object.keys(world().actions))('%s', (name) => {
  it('is sent for the customer signed in', async () => {
    const { sent, actions } = world();
    await actions[name]?.(CUSTOMER);
    expect(sent).toHaveLength(1);
  });

  it('is not sent once another customer is signed in on this browser: another_customer, nothing sent', async () => {
    const { sent, actions, switchCustomer } = world();
    switchCustomer();
    const answer = await actions[name]?.(CUSTOMER);
    expect(JSON.stringify(answer)).toContain('another_customer');
    expect(sent).toEqual([]);
  });
});
