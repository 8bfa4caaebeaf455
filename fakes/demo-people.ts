import type { CountryCode } from '../src/core/content/locale';
import type { UserRecord } from './backend/records';

/*
 * Data: who the demo's customers are in each market, and what customer care and the payment
 * provider write on their transactions, in the market's language (fakes/demo-world.ts builds the
 * world from it; fakes/factories/demo-history.ts the histories).
 */

export type Person = Pick<UserRecord, 'name' | 'zipCode' | 'address' | 'city' | 'state'>;

/**
 * Who the demo's two customers are in each market, both living in the capital: the demo customer,
 * with a full history, and the newcomer (signed up, email verified, nothing returned yet).
 */
export const PEOPLE: Readonly<Record<CountryCode, { readonly demo: Person; readonly empty: Person }>> = {
  us: {
    demo: { name: 'Alex Morgan', zipCode: '20001', address: '425 7th St NW', city: 'Washington', state: 'DC' },
    empty: { name: 'Riley Brooks', zipCode: '20002', address: '600 H St NE', city: 'Washington', state: 'DC' },
  },
  uk: {
    demo: { name: 'Sam Taylor', zipCode: 'SW1A 1AA', address: '24 Buckingham Gate', city: 'London', state: '' },
    empty: { name: 'Jamie Evans', zipCode: 'SE1 7PB', address: '3 Belvedere Road', city: 'London', state: '' },
  },
  ca: {
    demo: { name: 'Jordan Tremblay', zipCode: 'K1A 0B1', address: '111 Sussex Drive', city: 'Ottawa', state: 'ON' },
    empty: { name: 'Morgan Gagnon', zipCode: 'K1P 5J2', address: '150 Elgin Street', city: 'Ottawa', state: 'ON' },
  },
  fr: {
    demo: { name: 'Camille Martin', zipCode: '75011', address: '12 rue Oberkampf', city: 'Paris', state: '' },
    empty: { name: 'Léa Dubois', zipCode: '75004', address: '5 rue des Rosiers', city: 'Paris', state: '' },
  },
  jp: {
    demo: { name: '佐藤 花子', zipCode: '100-0001', address: '千代田1-1', city: '千代田区', state: '東京都' },
    empty: { name: '鈴木 太郎', zipCode: '100-0005', address: '丸の内1-9', city: '千代田区', state: '東京都' },
  },
};

/** What customer care and the payment provider write on transactions, in the market's language. */
export interface Comments {
  readonly rejected: string;
  readonly cancelledScan: string;
  readonly credit: string;
  readonly debit: string;
  readonly cancelledWithdrawal: string;
  readonly failedWithdrawal: string;
}

const ENGLISH_COMMENTS: Comments = {
  rejected: 'Not accepted: the container was damaged.',
  cancelledScan: 'Scan cancelled at the return point.',
  credit: 'Customer care adjustment: a return that was not counted.',
  debit: 'Customer care adjustment: a container counted twice.',
  cancelledWithdrawal: 'Cancelled at your request.',
  failedWithdrawal: 'The bank refused the transfer: please check your account details.',
};

export const COMMENTS: Readonly<Record<CountryCode, Comments>> = {
  us: ENGLISH_COMMENTS,
  uk: ENGLISH_COMMENTS,
  ca: ENGLISH_COMMENTS,
  fr: {
    rejected: 'Refusé : le contenant était abîmé.',
    cancelledScan: 'Dépôt annulé au point de collecte.',
    credit: 'Ajustement du service client : un retour non comptabilisé.',
    debit: 'Ajustement du service client : un contenant compté deux fois.',
    cancelledWithdrawal: 'Annulé à votre demande.',
    failedWithdrawal: 'La banque a refusé le virement : vérifiez vos coordonnées bancaires.',
  },
  jp: {
    rejected: '容器が破損していたため、受け付けられませんでした。',
    cancelledScan: '回収拠点で返却が取り消されました。',
    credit: 'カスタマーサポートによる調整：未計上の返却分。',
    debit: 'カスタマーサポートによる調整：二重に計上された容器。',
    cancelledWithdrawal: 'お客様のご依頼により取り消しました。',
    failedWithdrawal: '銀行が振込を受け付けませんでした。口座情報をご確認ください。',
  },
};

/**
 * The bank account the demo customer once entered with a typo (since removed: the bank account is not
 * set up, for the journeys to set one up): the failed and cancelled withdrawals went there. The history
 * names it as a withdrawal does: its holder, and its account number (the IBAN in France).
 */
export const DEMO_OLD_BANK_ACCOUNTS: Readonly<Record<CountryCode, { readonly holder: string; readonly number: string }>> = {
  us: { holder: 'Alex Morgan', number: '000123456789' },
  uk: { holder: 'Sam Taylor', number: '55555555' },
  ca: { holder: 'Jordan Tremblay', number: '0012345678' },
  fr: { holder: 'Camille Martin', number: 'FR7630006000011234567890189' },
  jp: { holder: 'サトウ ハナコ', number: '1234567' },
};
