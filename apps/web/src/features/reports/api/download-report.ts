import { useLingui } from '@lingui/react/macro';
import { apiPaths, type TReport } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { useDownloadAll } from '../../../lib/use-download-all';
import { type FileMessages, useFileActions } from '../../../lib/use-file-actions';

/** GET /api/report/{id}/download: the PDF, saved as '{title}.pdf'. */
export function downloadReport(id: number): Promise<Blob> {
  return api.blob(apiPaths.reportDownload(id));
}

/**
 * The texts for reports (the English ones verbatim), in the page's language. The spec has no separate
 * text for a refused report, so both download failures say the same.
 */
function useReportMessages(): FileMessages {
  const { t } = useLingui();
  const downloadFailed = t`An error occurred while downloading the report.`;
  return {
    downloaded: t`Report downloaded`,
    opened: t`Report opened in new tab`,
    downloadRefused: downloadFailed,
    downloadFailed,
    openFailed: t`An error occurred while opening the report.`,
  };
}

export function useReportFile() {
  return useFileActions<TReport>(downloadReport, useReportMessages());
}

/** 'Download all reports': the year's PDFs in one zip. */
export function useDownloadAllReports() {
  return useDownloadAll<TReport>(downloadReport, useReportMessages());
}
