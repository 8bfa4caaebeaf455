import type { CountryCode } from '../../../../core/content/locale';
import { useT } from '../../../i18n/use-t';
import type { PayoutField } from '../../../../core/wallet/payout-form';

/** Each field's label and the format it expects, in the words of the customer's market (ZIP code, sort code…). */
export function usePayoutFieldText(country: CountryCode) {
  const { t } = useT();
  return (field: PayoutField): { label: string; hint?: string } => {
    switch (field) {
      case 'email':
        return { label: t('wallet:payout.paypal.email'), hint: t('wallet:payout.paypal.emailHint') };
      case 'referenceNo':
        return { label: t('wallet:payout.line.referenceNo'), hint: t('wallet:payout.line.referenceNoHint') };
      case 'accountName':
        return {
          label: t('wallet:payout.bank.accountName'),
          hint: t(country === 'jp' ? 'wallet:payout.bank.accountNameHintJp' : 'wallet:payout.bank.accountNameHint'),
        };
      case 'abartn':
        return { label: t('wallet:payout.bank.abartn'), hint: t('wallet:payout.bank.abartnHint') };
      case 'sortCode':
        return { label: t('wallet:payout.bank.sortCode'), hint: t('wallet:payout.bank.sortCodeHint') };
      case 'transitNumber':
        return { label: t('wallet:payout.bank.transitNumber'), hint: t('wallet:payout.bank.transitNumberHint') };
      case 'institutionNumber':
        return { label: t('wallet:payout.bank.institutionNumber'), hint: t('wallet:payout.bank.institutionNumberHint') };
      case 'iban':
        return { label: t('wallet:payout.bank.iban'), hint: t('wallet:payout.bank.ibanHint') };
      case 'bankCode':
        return { label: t('wallet:payout.bank.bankCode'), hint: t('wallet:payout.bank.bankCodeHint') };
      case 'branchCode':
        return { label: t('wallet:payout.bank.branchCode'), hint: t('wallet:payout.bank.branchCodeHint') };
      case 'accountType':
        return { label: t('wallet:payout.bank.accountType') };
      case 'accountNumber':
        return {
          label: t('wallet:payout.bank.accountNumber'),
          ...(country === 'fr' ? {} : { hint: t(`wallet:payout.bank.accountNumberHint.${country}`) }),
        };
      case 'address':
        return { label: t('wallet:payout.bank.address') };
      case 'city':
        return { label: t('wallet:payout.bank.city') };
      case 'state':
        return { label: t(country === 'ca' ? 'wallet:payout.bank.stateCa' : 'wallet:payout.bank.stateUs') };
      case 'postCode':
        return country === 'jp'
          ? { label: t('wallet:payout.bank.postCode.fr') }
          : { label: t(`wallet:payout.bank.postCode.${country}`), hint: t(`wallet:payout.bank.postCodeHint.${country}`) };
    }
  };
}
