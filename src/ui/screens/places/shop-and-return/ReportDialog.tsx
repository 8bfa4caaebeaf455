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
import { useErrorText } from '../../../i18n/use-error-text';
import { useT } from '../../../i18n/use-t';
import { useStores } from '../../../state/app-stores';
import { useSubmission } from '../../../state/use-submission';
import { ReportNotice } from './ReportNotice';
import styles from './ShopAndReturnScreen.module.css';

/**
 * "Report a problem" (issue 21, point 3): a tap on a reason sends it (the second tap); "Something
 * else" asks for a short note first. Sent once at a time (the one guard); what happened is core's
 * outcome, said here: sent closes with a notification and the bins read again; anything else stays in
 * the dialog in words, with the note kept, and the same buttons to send again.
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
  const errorText = useErrorText();
  const { notifications } = useStores();
  const reportBinProblem = useInjection(TOKENS.ReportBinProblem);
  const send = useSubmission();
  const [outcome, setOutcome] = useState<BinReportOutcome | null>(null);
  const [other, setOther] = useState(false);
  const [note, setNote] = useState('');
  const noteError = outcome?.kind === 'refused' && outcome.error.code === 'invalid_input' ? errorText(outcome.error.fields?.note) : null;

  const report = (reason: ReportReason) =>
    void send.guard(async () => {
      const ended = await reportBinProblem.execute({ binId: bin.id, reason, note });
      if (ended.kind === 'sent') {
        notifications.notify('success', t('places:shopAndReturn.report.sent'), t('places:shopAndReturn.report.sentDetail'));
        onSent();
        onClose();
        return;
      }
      if (ended.kind === 'refused' && ended.error.code === 'rate_limited') send.holdFor(ended.error.retryAfterSeconds);
      if (ended.kind === 'refused' && ended.error.code === 'not_available') onUnavailable();
      setOutcome(ended);
    }, reason);

  return (
    <Modal title={t('places:shopAndReturn.report.title')} onClose={onClose}>
      <div className="stack">
        <p>
          <strong>{bin.retailer.name}</strong> — {bin.details}
        </p>
        <p id="report-question">{t('places:shopAndReturn.report.question')}</p>
        {outcome && <ReportNotice outcome={outcome} locale={locale} />}
        <ul className={styles.reasons} aria-labelledby="report-question">
          {REPORT_REASONS.filter((reason) => reason !== 'other').map((reason) => (
            <li key={reason}>
              <SubmitButton state={send.state} target={reason} variant="secondary" onClick={() => report(reason)}>
                {t(`places:shopAndReturn.report.reasons.${reason}`)}
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
          <form
            className="stack"
            onSubmit={(event) => {
              event.preventDefault();
              report('other');
            }}
          >
            <TextAreaField
              label={t('places:shopAndReturn.report.note')}
              kind="binReportNote"
              rows={3}
              autoFocus
              value={note}
              error={noteError}
              onChange={(event) => setNote(event.target.value)}
            />
            <SubmitButton state={send.state} target="other">
              {t('places:shopAndReturn.report.send')}
            </SubmitButton>
          </form>
        )}
      </div>
    </Modal>
  );
}
