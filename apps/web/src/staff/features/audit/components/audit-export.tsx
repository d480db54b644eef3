import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { EXPORT_FORMATS } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { InlineError } from '../../../../components/inline-error';
import { isSessionError } from '../../../../lib/api-error';
import { type AuditFilter, useExportAudit } from '../api/audit';

/** The lines the filters match, for a spreadsheet: a workbook, or CSV with the separator of the reader's language. */
export function AuditExport({ filter }: { filter: AuditFilter }) {
  const { t } = useLingui();
  const exportAudit = useExportAudit();
  const fileName = t`Audit log`;
  return (
    <div className="mb-4 flex flex-col gap-2">
      <div className="flex flex-wrap gap-3">
        {EXPORT_FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            disabled={exportAudit.isPending}
            onClick={() => exportAudit.mutate({ filter, format, fileName: `${fileName}.${format}` })}
            className={buttonClass('secondary', 'md', 'h-11 w-full sm:w-auto')}
          >
            <Download aria-hidden="true" className="size-4" />
            {format === 'csv' ? <Trans>Export these lines (CSV)</Trans> : <Trans>Export these lines (Excel)</Trans>}
          </button>
        ))}
      </div>
      {exportAudit.isError && !isSessionError(exportAudit.error) ? (
        <InlineError message={t`The audit log could not be exported. Try again.`} />
      ) : null}
    </div>
  );
}
