import type { Money } from '../../../../core/shared/money';
import type { AppliedTerms } from '../../../../core/wallet/applied-terms';
import { feeNudge, waivesFee } from '../../../../core/wallet/fee-nudge';
import { formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { useT } from '../../../i18n/use-t';

/**
 * Under the amount, where a larger request pays no fee (issue 47 point 6): what the amount typed pays,
 * and how much more would avoid it. Always there on such terms (a polite status: a change is read
 * out), empty until the amount is one that pays a fee; not drawn at all on terms without one.
 */
export function FeeNudgeLine({ typed, balance, terms }: { readonly typed: string; readonly balance: Money; readonly terms: AppliedTerms }) {
  const { t } = useT();
  const { locale } = useLocale();
  if (!waivesFee(terms)) return null;
  const nudge = feeNudge(typed, locale, balance, terms);
  const money = (value: Money) => formatMoney(value, locale);
  return (
    <p role="status" className="muted">
      {nudge &&
        (nudge.more
          ? t('wallet:withdraw.feeNudge', { fee: money(nudge.fee), more: money(nudge.more), threshold: money(nudge.waivedFrom) })
          : t('wallet:withdraw.feeNudgeOnly', { fee: money(nudge.fee) }))}
    </p>
  );
}
