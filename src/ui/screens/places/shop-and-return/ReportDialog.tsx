import { useState } from 'react';
import { TOKENS } from '../../../../composition/tokens';
import type { Locale } from '../../../../core/content/locale';
import type { Bin } from '../../../../core/places/bin';
import { REPORT_REASONS, type ReportReason } from '../../../../core/places/bin-report';
import type { BinReportOutcome } from '../../../../core/places/use-cases/report-bin-problem';
import { Button } from '../../../components/Button/Button';
import { Modal } from '../../../components/Modal/Modal';
import { SubmitButton } from '../../../components/TextField/SubmitButton';
import { TextAreaField } from '../../../components/TextField/TextAreaField';
import { useInjection } from '../../../di/container-context';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';
import { useForm } from '../../../state/use-form';
import { err, ok } from '../../../../core/shared/result';
import { ReportNotice } from './ReportNotice';
import styles from './ShopAndReturnScreen.module.css';

/**
 * "Report a problem" (issue 21, point 3): a tap on a reason sends it (the second tap); "Something
 * else" asks for a short note first. One form (useForm: sent once at a time, the note's problem on its
 * field); what happened is core's outcome, said here: sent closes with a notification and the bins
 * read again quietly; anything else stays in the dialog in words, with the note kept, and the same
 * buttons to send again.
 */
export function ReportDialog({
  bin,
  locale,
  onClose,
  onSent,
  onUnavailable,
}: {
  readonly bin: Bin;
  readonly locale: Locale;
  readonly onClose: () => void;
  readonly onSent: () => void;
  /** The server has no such call: the locator's buttons say so from now on. */
  readonly onUnavailable: () => void;
}) {
  const { t } = useT();
  const { notifications } = useStores();
  const reportBinProblem = useInjection(TOKENS.ReportBinProblem);
  const [form, formRef] = useForm<'note', { note: string }>({ note: '' });
  const [outcome, setOutcome] = useState<BinReportOutcome | null>(null);
  const [other, setOther] = useState(false);

  // The one form path, sending the reason tapped: the note's problem is shown on its field (and takes
  // the focus); every other outcome is core's, said in the dialog.
  const sendWith = (reason: ReportReason) =>
    form.submit(
      async ({ note }) => {
        const ended = await reportBinProblem.execute({ binId: bin.id, reason, note });
        return ended.kind === 'refused' && ended.error.code === 'invalid_input' ? err(ended.error) : ok(ended);
      },
      {
        onSuccess: (ended) => {
          if (ended.kind === 'sent') {
            notifications.notify('success', t('places:shopAndReturn.report.sent'), t('places:shopAndReturn.report.sentDetail'));
            onSent();
            onClose();
            return;
          }
          if (ended.kind === 'refused' && ended.error.code === 'not_available') onUnavailable();
          setOutcome(ended);
        },
        onError: () => undefined,
      },
    );

  return (
    <Modal title={t('places:shopAndReturn.report.title')} onClose={onClose}>
      <form method="post" ref={formRef} className="stack" noValidate onSubmit={(event) => void sendWith('other')(event)}>
        <p>
          <strong>{bin.retailer.name}</strong> — {bin.details}
        </p>
        <p id="report-question">{t('places:shopAndReturn.report.question')}</p>
        {outcome && <ReportNotice outcome={outcome} locale={locale} />}
        <ul className={styles.reasons} aria-labelledby="report-question">
          {REPORT_REASONS.filter((r) => r !== 'other').map((r) => (
            <li key={r}>
              <SubmitButton state={form.submitState} variant="secondary" onClick={() => void sendWith(r)()}>
                {t(`places:shopAndReturn.report.reasons.${r}`)}
              </SubmitButton>
            </li>
          ))}
          <li>
            <Button variant="secondary" block aria-expanded={other} onClick={() => setOther(!other)}>
              {t('places:shopAndReturn.report.reasons.other')}
            </Button>
          </li>
        </ul>
        {other && (
          <>
            <TextAreaField label={t('places:shopAndReturn.report.note')} kind="binReportNote" rows={3} autoFocus {...form.field('note')} />
            <SubmitButton state={form.submitState}>{t('places:shopAndReturn.report.send')}</SubmitButton>
          </>
        )}
      </form>
    </Modal>
  );
}
