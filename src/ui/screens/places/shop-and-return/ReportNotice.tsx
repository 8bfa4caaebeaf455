import type { Locale } from '../../../../core/content/locale';
import type { BinReportOutcome } from '../../../../core/places/use-cases/report-bin-problem';
import { formatDate } from '../../../i18n/format';
import { useErrorText } from '../../../i18n/use-error-text';
import { useT } from '../../../i18n/use-t';

/** What an ended report says in its dialog: each outcome of core's `BinReportOutcome` in its own words (sent closes the dialog). */
export function ReportNotice({ outcome, locale }: { readonly outcome: BinReportOutcome; readonly locale: Locale }) {
  const { t } = useT();
  const errorText = useErrorText();
  const text = (() => {
    switch (outcome.kind) {
      case 'sent':
        return null;
      case 'already':
        return outcome.reportedAt === null
          ? t('places:shopAndReturn.report.alreadyUndated')
          : t('places:shopAndReturn.report.already', {
              date: formatDate(new Date(outcome.reportedAt), locale, { dateStyle: 'long', timeStyle: 'short' }),
            });
      case 'offline':
        return t('places:shopAndReturn.report.offline');
      case 'unknown':
        return t('places:shopAndReturn.report.unknown');
      case 'refused':
        if (outcome.error.code === 'not_available') return t('places:shopAndReturn.report.notAvailable');
        // The note's own problem is said under the field.
        if (outcome.error.code === 'invalid_input') return null;
        return errorText(outcome.error.code) ?? outcome.error.message ?? t('errors:sww');
    }
  })();
  return text && <p role="alert">{text}</p>;
}
