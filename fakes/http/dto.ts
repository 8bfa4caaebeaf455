import type { BinDto } from '../../src/contract/places.contract';
import type { UserDto } from '../../src/contract/user.contract';
import {
  BANK_DATA_KEYS,
  BANK_DETAIL_WIRE_NAMES,
  type BankDataDto,
  type TransactionDto,
  type WireMoney,
  type WithdrawalDto,
  type WithdrawalTermsDto,
} from '../../src/contract/wallet.contract';
import { toMajorString, type Money } from '../../src/core/shared/money';
import type { Bin } from '../../src/core/places/bin';
import type { User } from '../../src/core/profile/user';
import type { BankAccountDetails, BankData } from '../../src/core/wallet/payout-method';
import type { WithdrawalTerms } from '../../src/core/wallet/withdrawal';
import type { TransactionRecord, WithdrawalAnswer } from '../backend/records';

/** The server's answers in the contract's shapes (src/contract): what src/adapters/wire reads back. */

export const moneyDto = (m: Money): WireMoney => ({ value: toMajorString(m), currency: m.currency });

export const userDto = (u: User): UserDto => ({
  id: u.id,
  email: u.email,
  name: u.name,
  country_code: u.country,
  zip_code: u.zipCode,
  address: u.address,
  city: u.city,
  state: u.state,
  email_verified: u.emailVerified,
  marketing_consent: u.marketingConsent,
  market_research_consent: u.marketResearchConsent,
});

export const transactionDto = (t: TransactionRecord): TransactionDto => ({
  id: t.id,
  category: t.category,
  status: t.status,
  created_at: t.createdAt,
  amount: moneyDto(t.amount),
  comment: t.comment,
  items: t.items.map((i) => ({
    image_url: i.imageUrl,
    name: i.name,
    quantity: i.quantity,
    price: moneyDto(i.price),
    ...(i.productId ? { product_id: i.productId } : {}),
  })),
  number_of_scans: t.numberOfScans,
  account_name: t.accountName,
  account_number: t.accountNumber,
  ...(t.fee ? { fee: moneyDto(t.fee) } : {}),
  ...(t.method ? { withdraw_type: t.method } : {}),
  ...(t.sentAt === undefined ? {} : { sent_at: t.sentAt }),
  ...(t.settledAt === undefined ? {} : { settled_at: t.settledAt }),
});

/** The numbers, and the rest of the account under the body's names (the assumed extension). */
const bankAccountDto = (details: BankAccountDetails): NonNullable<BankDataDto['types']['transfer_wise_data']> => ({
  account_number: details.accountNumber,
  iban: details.iban,
  ...Object.fromEntries(
    Object.entries(details.fields ?? {}).map(([field, value]) => [
      BANK_DETAIL_WIRE_NAMES[field as keyof typeof BANK_DETAIL_WIRE_NAMES],
      value,
    ]),
  ),
});

export const bankDataDto = (b: BankData): BankDataDto => ({
  types: {
    ...(b.types.LINE ? { [BANK_DATA_KEYS.LINE]: { referenceNo: b.types.LINE.referenceNo } } : {}),
    ...(b.types.PAYPAL ? { [BANK_DATA_KEYS.PAYPAL]: { email: b.types.PAYPAL.email } } : {}),
    ...(b.types.TRANSFERWISE ? { [BANK_DATA_KEYS.TRANSFERWISE]: bankAccountDto(b.types.TRANSFERWISE) } : {}),
  },
  default: b.default,
  ...(b.destinationChangedAt === undefined ? {} : { destination_changed_at: new Date(b.destinationChangedAt).toISOString() }),
});

export const withdrawalTermsDto = (t: WithdrawalTerms): WithdrawalTermsDto => ({
  minimum: moneyDto(t.minimum),
  fee: moneyDto(t.fee),
  fee_waived_from: t.feeWaivedFrom ? moneyDto(t.feeWaivedFrom) : null,
});

export const withdrawalDto = (w: WithdrawalAnswer): WithdrawalDto => ({
  id: w.id,
  status: w.status,
  amount: moneyDto(w.amount),
  fee: moneyDto(w.fee),
  net: moneyDto(w.net),
  withdraw_type: w.withdrawType,
  balance: moneyDto(w.balance),
});

export const binDto = (b: Bin): BinDto => ({
  id: b.id,
  lat: b.lat,
  lng: b.lng,
  details: b.details,
  retailer: { id: b.retailer.id, name: b.retailer.name },
  ...(b.address === undefined ? {} : { address: b.address }),
  ...(b.city === undefined ? {} : { city: b.city }),
  ...(b.reading === undefined ? {} : { reading: b.reading }),
  ...(b.status === undefined ? {} : { status: b.status.state, ...(b.status.reportedAt ? { status_updated_at: b.status.reportedAt } : {}) }),
});
