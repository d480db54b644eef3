import { Trans, useLingui } from '@lingui/react/macro';
import { Flag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { MESSAGE_REPORT_REASON_MAX } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { InlineError } from '../../../components/inline-error';
import { TextAreaField } from '../../../components/text-area-field';
import { ApiError } from '../../../lib/api-error';
import { useReportMessage } from '../api/report-message';

/** "Report" under a message of the other side: a reason, sent to the school office's list of reports. */
export function ReportMessage({ messageId }: { messageId: number }) {
  const { t } = useLingui();
  const report = useReportMessage();
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const reasonError = isChecked && reason.trim() === '' ? t`Say why you report this message.` : null;

  if (report.isSuccess) {
    return (
      <p aria-live="polite" className="text-xs text-slate-600">
        <Trans>Reported to the school office. Thank you.</Trans>
      </p>
    );
  }
  if (!isOpen) {
    return (
      <button type="button" onClick={() => setIsOpen(true)} className={buttonClass('ghost', 'sm', 'h-7 px-2 text-xs text-slate-600')}>
        <Flag aria-hidden="true" className="size-3.5" />
        <Trans>Report</Trans>
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsChecked(true);
    if (reason.trim() === '') return;
    report.mutate({ messageId, reason: reason.trim() });
  };
  return (
    <form onSubmit={submit} noValidate className="flex w-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3">
      <TextAreaField
        label={<Trans>Why do you report this message?</Trans>}
        value={reason}
        onChange={setReason}
        maxLength={MESSAGE_REPORT_REASON_MAX}
        rows={2}
        error={reasonError}
        autoFocus
      />
      {report.isError ? (
        <InlineError message={report.error instanceof ApiError ? report.error.message : t`The report could not be sent.`} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={report.isPending} className={buttonClass('primary', 'sm')}>
          <Trans>Send the report</Trans>
        </button>
        <button type="button" onClick={() => setIsOpen(false)} className={buttonClass('ghost', 'sm')}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
