import type { CountryCode } from '../../content/locale';
import type { Result } from '../../shared/result';
import { err } from '../../shared/result';
import type { DomainError } from '../../shared/domain-error';
import type { BankData, PayoutForm, PayoutMethod } from '../payout-method';
import type { WalletError, WalletGateway } from '../ports/wallet-gateway.port';

/** The customer's saved payout methods and the default one (spec §2: the payout method buttons). */
export class ListPayoutMethods {
  constructor(private readonly wallet: WalletGateway) {}

  execute(): Promise<Result<BankData, WalletError<'payoutMethods'>>> {
    return this.wallet.payoutMethods();
  }
}

export interface SavePayoutMethodInput {
  readonly method: PayoutMethod;
  /** The customer's market: which methods exist and which bank details its banks need. */
  readonly country: CountryCode;
  readonly form: PayoutForm;
}

/** Sets up or replaces a payout method: validated and normalised here, then sent as exactly those values. */
export class SavePayoutMethod {
  constructor(private readonly wallet: WalletGateway) {}

  async execute(
    input: SavePayoutMethodInput,
  ): Promise<Result<BankData, WalletError<'savePayoutMethod'> | DomainError<'payout_method_not_set_up'>>> {
    // The market rules (and the IBAN registry they carry) load with the first save, not with the app.
    const { toPayoutSetup } = await import('../payout-setup');
    const setup = toPayoutSetup(input.method, input.country, input.form);
    if (!setup.ok) return err(setup.error);
    return this.wallet.savePayoutMethod(setup.value);
  }
}

/** Makes a method that is set up the default one (PUT /payment_methods with withdraw_type). */
export class SetDefaultPayoutMethod {
  constructor(private readonly wallet: WalletGateway) {}

  execute(method: PayoutMethod): Promise<Result<BankData, WalletError<'setDefaultPayoutMethod'>>> {
    return this.wallet.setDefaultPayoutMethod(method);
  }
}
