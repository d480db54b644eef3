import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BellRing, Download } from 'lucide-react';
import { EXPORT_FORMATS, exportFormPath, exportFormXlsxPath, type TExportFormat } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { InlineError } from '../../../../components/inline-error';
import { isSessionError } from '../../../../lib/api-error';
import { useExportForm, useRemindForm } from '../api/form-answers';

type Props = { formId: number; formName: string; waiting: number; isAsked: boolean };

/** A safe file name for the export: the form's name without the characters file systems refuse. */
const exportFileName = (name: string, format: TExportFormat) => `${name.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'form'}.${format}`;

/** A reminder to the families who have not answered (how many is read out), and the answers as a spreadsheet. */
export function FollowUpActions({ formId, formName, waiting, isAsked }: Props) {
  const { t } = useLingui();
  const remind = useRemindForm(formId);
  const exportAnswers = useExportForm(formId);
  const reminded = remind.data?.reminded;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        {waiting > 0 ? (
          <button
            type="button"
            disabled={remind.isPending}
            onClick={() => remind.mutate()}
            className={buttonClass('secondary', 'md', 'h-11 w-full sm:w-auto')}
          >
            <BellRing aria-hidden="true" className="size-4" />
            <Plural
              value={waiting}
              one="Send a reminder to the # who has not answered"
              other="Send a reminder to the # who have not answered"
            />
          </button>
        ) : isAsked ? (
          <p className="text-sm font-medium text-slate-700">
            <Trans>Every family asked has answered.</Trans>
          </p>
        ) : null}
        {EXPORT_FORMATS.map((format) => (
          <a
            key={format}
            href={format === 'csv' ? exportFormPath(formId) : exportFormXlsxPath(formId)}
            download={exportFileName(formName, format)}
            // The file is fetched with the session's token, which a plain link would not carry.
            onClick={(event) => {
              event.preventDefault();
              exportAnswers.mutate({ format, fileName: exportFileName(formName, format) });
            }}
            aria-disabled={exportAnswers.isPending || undefined}
            className={buttonClass('secondary', 'md', 'h-11 w-full sm:w-auto')}
          >
            <Download aria-hidden="true" className="size-4" />
            {format === 'csv' ? <Trans>Export the answers (CSV)</Trans> : <Trans>Export the answers (Excel)</Trans>}
          </a>
        ))}
      </div>
      {/* Always in the page, so how many were reminded is read out when it comes. */}
      <p aria-live="polite" className="text-sm font-medium text-emerald-800">
        {reminded !== undefined ? <Plural value={reminded} one="Reminder sent for # pupil." other="Reminder sent for # pupils." /> : null}
      </p>
      {remind.isError && !isSessionError(remind.error) ? <InlineError message={t`The reminder could not be sent. Try again.`} /> : null}
      {exportAnswers.isError && !isSessionError(exportAnswers.error) ? (
        <InlineError message={t`The answers could not be exported. Try again.`} />
      ) : null}
    </div>
  );
}
