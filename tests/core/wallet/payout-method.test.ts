import { COUNTRY_CODES } from '../../../src/core/content/locale';
import { payoutMethodsIn } from '../../../src/core/wallet/payout-method';

describe('payout methods per market', () => {
  it.each(COUNTRY_CODES.filter((c) => c !== 'jp'))('offers PayPal and a bank account in %s, not LINE Pay', (country) => {
    expect(payoutMethodsIn(country)).toEqual(['PAYPAL', 'TRANSFERWISE']);
  });

  it('adds LINE Pay in Japan', () => {
    expect(payoutMethodsIn('jp')).toEqual(['PAYPAL', 'TRANSFERWISE', 'LINE']);
  });
});
