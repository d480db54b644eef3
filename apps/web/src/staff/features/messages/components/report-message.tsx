import { Trans, useLingui } from '@lingui/react/macro';
import { Flag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { MESSAGE_REPORT_REASON_MAX } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { FormError } from '../../../../components/form-controls';
import { writeErrorMessage } from '../../../components/write-error';
import { useReportMessage } from '../api/report-message';
import { TextAreaField } from '../../../../components/text-area-field';

/** 'Report' under a family's message: a reason, sent to the office's list of reports. */
export function ReportMessage({ messageId, authorName }: { messageId: number; authorName: string }) {
  const { t } = useLingui();
  const report = useReportMessage();
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [isSent, setIsSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    report.mutate({ messageId, reason: reason.trim() }, { onSuccess: () => setIsSent(true) });
  };
  if (isSent) {
    return (
      <p aria-live="polite" className="text-xs text-slate-600">
        <Trans>Reported to the office.</Trans>
      </p>
    );
  }
  if (!isOpen) {
    return (
      <button type="button" onClick={() => setIsOpen(true)} className={buttonClass('ghost', 'sm', 'self-start px-2 text-xs')}>
        <Flag aria-hidden="true" className="size-3.5" />
        <Trans>Report</Trans>
        <span className="sr-only">
          <Trans>the message of {authorName}</Trans>
        </span>
      </button>
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <TextAreaField
        label={t`Why do you report this message?`}
        value={reason}
        onChange={setReason}
        maxLength={MESSAGE_REPORT_REASON_MAX}
        isRequired
      />
      <FormError message={writeErrorMessage(report.error)} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={report.isPending || !reason.trim()} className={buttonClass('primary', 'sm')}>
          <Trans>Send the report</Trans>
        </button>
        <button type="button" onClick={() => setIsOpen(false)} className={buttonClass('secondary', 'sm')}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
