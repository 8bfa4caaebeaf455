import type { CountryCode } from '../../content/locale';
import type { DomainError } from '../../shared/domain-error';
import { err, type Result } from '../../shared/result';
import type { TokenStore } from '../../auth/ports/token-store.port';
import { notPreparedFor } from '../../auth/signed-in-customer';
import type { BankData, PayoutForm, PayoutMethod } from '../payout-method';
import type { WalletError, WalletGateway } from '../ports/wallet-gateway.port';
import type { DestinationRecheckStore } from '../ports/destination-recheck-store.port';
import type { Clock } from '../../shared/clock.port';
import { noteDestinationChange } from '../destination-change';

export interface SavePayoutMethodInput {
  readonly method: PayoutMethod;
  /** The customer's market: which methods exist and which bank details its banks need. */
  readonly country: CountryCode;
  readonly form: PayoutForm;
  /** Its details replace saved ones (an edit), rather than set it up: what the server is told after. */
  readonly replaces?: boolean;
}

/**
 * Sets up or replaces a payout method: validated and normalised here, then sent as exactly those
 * values. Once saved, a new destination is told to the server and noted on the device
 * (noteDestinationChange, issue 47 point 4), without waiting.
 */
export class SavePayoutMethod {
  constructor(
    private readonly wallet: WalletGateway,
    private readonly tokens: TokenStore,
    private readonly records: DestinationRecheckStore,
    private readonly clock: Clock,
  ) {}

  /** `customer`: whose page the form is on (issue 42): sent only while they are the one signed in. */
  async execute(
    input: SavePayoutMethodInput,
    customer: string,
  ): Promise<Result<BankData, WalletError<'savePayoutMethod'> | DomainError<'payout_method_not_set_up' | 'another_customer'>>> {
    // The market rules (and the IBAN registry they carry) load with the first save, not with the app.
    const { toPayoutSetup } = await import('../payout-setup');
    const setup = toPayoutSetup(input.method, input.country, input.form);
    if (!setup.ok) return err(setup.error);
    const refused = notPreparedFor(this.tokens, customer);
    if (refused) return err(refused);
    const saved = await this.wallet.savePayoutMethod(setup.value);
    if (saved.ok) {
      const ports = { wallet: this.wallet, records: this.records, clock: this.clock };
      void noteDestinationChange(ports, input.method, input.replaces ? 'changed' : 'added', customer);
    }
    return saved;
  }
}
