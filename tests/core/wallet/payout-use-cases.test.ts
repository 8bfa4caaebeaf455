import { NO_RECHECK_RECORDS, STILL_CLOCK } from '../../helpers/no-recheck-records';
import { CUSTOMER, signedInTokens } from '../../helpers/signed-in-tokens';
import { err, ok, type Result } from '../../../src/core/shared/result';
import type { WalletError, WalletGateway } from '../../../src/core/wallet/ports/wallet-gateway.port';
import type { BankData, PayoutMethod, PayoutSetup } from '../../../src/core/wallet/payout-method';
import { SavePayoutMethod } from '../../../src/core/wallet/use-cases/save-payout-method';
import { SetDefaultPayoutMethod } from '../../../src/core/wallet/use-cases/set-default-payout-method';
import { walletGatewayDouble } from './wallet-gateway.double';

const SAVED: BankData = { types: { PAYPAL: { email: 'jane@example.com' } }, default: 'PAYPAL' };

/** Records what reaches the server; answers as told. */
class RecordingGateway {
  readonly saved: PayoutSetup[] = [];
  readonly defaults: PayoutMethod[] = [];
  defaultAnswer: Result<BankData, WalletError<'setDefaultPayoutMethod'>> = ok(SAVED);

  readonly gateway: WalletGateway = walletGatewayDouble({
    savePayoutMethod: (setup) => {
      this.saved.push(setup);
      return Promise.resolve(ok(SAVED));
    },
    setDefaultPayoutMethod: (method) => {
      this.defaults.push(method);
      return Promise.resolve(this.defaultAnswer);
    },
  });
}

describe('SavePayoutMethod', () => {
  it('sends nothing when the form is invalid, and says why per field', async () => {
    const gateway = new RecordingGateway();
    const result = await new SavePayoutMethod(gateway.gateway, signedInTokens(), NO_RECHECK_RECORDS, STILL_CLOCK).execute(
      {
        method: 'TRANSFERWISE',
        country: 'us',
        form: {
          accountName: 'Jane Doe',
          abartn: '011000016',
          accountNumber: '12',
          accountType: '',
          address: '',
          city: 'Boston',
          state: 'MA',
          postCode: '02110',
        },
      },
      CUSTOMER,
    );
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'invalid_input',
        fields: {
          abartn: 'routing_number_checksum',
          accountNumber: 'account_number_invalid',
          accountType: 'account_type_required',
          address: 'field_required',
        },
      },
    });
    expect(gateway.saved).toEqual([]);
  });

  it('sends nothing for a method the market does not offer', async () => {
    const gateway = new RecordingGateway();
    expect(
      await new SavePayoutMethod(gateway.gateway, signedInTokens(), NO_RECHECK_RECORDS, STILL_CLOCK).execute(
        { method: 'LINE', country: 'fr', form: { referenceNo: '12345678901' } },
        CUSTOMER,
      ),
    ).toEqual({
      ok: false,
      error: { code: 'payout_method_not_set_up' },
    });
    expect(gateway.saved).toEqual([]);
  });

  it('sends exactly the normalised values that were validated', async () => {
    const gateway = new RecordingGateway();
    const result = await new SavePayoutMethod(gateway.gateway, signedInTokens(), NO_RECHECK_RECORDS, STILL_CLOCK).execute(
      {
        method: 'TRANSFERWISE',
        country: 'fr',
        form: {
          accountName: ' Élodie  Martin ',
          iban: 'fr76 3000 6000 0112 3456 7890 189',
          address: '5 rue de Rivoli',
          city: 'Paris',
          postCode: '７５００１',
          sortCode: '200000',
        },
      },
      CUSTOMER,
    );
    expect(result).toEqual(ok(SAVED));
    expect(gateway.saved).toEqual([
      {
        method: 'TRANSFERWISE',
        account: {
          country: 'fr',
          accountName: 'Élodie Martin',
          iban: 'FR7630006000011234567890189',
          address: '5 rue de Rivoli',
          city: 'Paris',
          postCode: '75001',
        },
      },
    ]);
  });

  it('sends a LINE Pay number as 11 plain digits', async () => {
    const gateway = new RecordingGateway();
    await new SavePayoutMethod(gateway.gateway, signedInTokens(), NO_RECHECK_RECORDS, STILL_CLOCK).execute(
      {
        method: 'LINE',
        country: 'jp',
        form: { referenceNo: '０９０-１２３４-５６７８' },
      },
      CUSTOMER,
    );
    expect(gateway.saved).toEqual([{ method: 'LINE', referenceNo: '09012345678' }]);
  });
});

describe('SetDefaultPayoutMethod', () => {
  it('asks the server to make the method the default and returns its answer', async () => {
    const gateway = new RecordingGateway();
    expect(await new SetDefaultPayoutMethod(gateway.gateway, signedInTokens()).execute('PAYPAL', CUSTOMER)).toEqual(ok(SAVED));
    expect(gateway.defaults).toEqual(['PAYPAL']);
  });

  it("passes on the server's refusal of a method that is not set up", async () => {
    const gateway = new RecordingGateway();
    gateway.defaultAnswer = err({ code: 'payout_method_not_set_up' });
    expect(await new SetDefaultPayoutMethod(gateway.gateway, signedInTokens()).execute('TRANSFERWISE', CUSTOMER)).toEqual({
      ok: false,
      error: { code: 'payout_method_not_set_up' },
    });
  });
});
