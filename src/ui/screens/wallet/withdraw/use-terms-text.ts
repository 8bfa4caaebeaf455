import type { Locale } from '../../../../core/content/locale';
import type { ErrorCode } from '../../../../core/shared/domain-error';
import type { AppliedTerms } from '../../../../core/wallet/applied-terms';
import { formatMoney } from '../../../i18n/format';
import { useErrorText } from '../../../i18n/use-error-text';
import { useLocale } from '../../../i18n/use-locale';
import { useT } from '../../../i18n/use-t';

/** Between two sentences: a space, but none after a Japanese full stop. */
const SENTENCE_GAP: Readonly<Record<Locale, string>> = { 'en-US': ' ', 'en-GB': ' ', 'en-CA': ' ', 'fr-FR': ' ', 'ja-JP': '' };

/**
 * The withdrawal's terms in the customer's words: `hint`, the minimum and the fee under the amount
 * (empty where there are none; before the terms are read, that the review waits for them: issue 46
 * point 2); `amountText`, a refusal of the amount that states the figures.
 */
export function useTermsText(read: AppliedTerms | null): { hint: string; amountText: (code: ErrorCode) => string | null } {
  const { t } = useT();
  const errorText = useErrorText();
  const { locale } = useLocale();
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, locale);
  if (!read) return { hint: t('wallet:copy.reviewWaits'), amountText: errorText };
  const terms = read;
  // "Fee included" only where the market charges one (issue 44: no fee in France, none said).
  const withFee = terms.fee.amount > 0;
  const announced = terms.source === 'announced';
  const feeRule = !withFee
    ? null
    : terms.feeWaivedFrom
      ? t(announced ? 'wallet:withdraw.feeAnnouncedUnder' : 'wallet:withdraw.feeUnder', {
          fee: money(terms.fee),
          threshold: money(terms.feeWaivedFrom),
        })
      : t(announced ? 'wallet:withdraw.feeAnnouncedAlways' : 'wallet:withdraw.feeAlways', { fee: money(terms.fee) });
  const minimumRule =
    terms.minimum && t(withFee ? 'wallet:withdraw.minimumFeeIncluded' : 'wallet:withdraw.minimum', { minimum: money(terms.minimum) });
  return {
    hint: [minimumRule, feeRule].filter(Boolean).join(SENTENCE_GAP[locale]),
    amountText: (code) => {
      if (code !== 'amount_below_minimum') return errorText(code);
      if (terms.minimum)
        return t(withFee ? 'wallet:withdraw.belowMinimumErrorFeeIncluded' : 'wallet:withdraw.belowMinimumError', {
          minimum: money(terms.minimum),
        });
      if (withFee) return t('wallet:withdraw.belowFeeError', { fee: money(terms.fee) });
      return errorText(code);
    },
  };
}
