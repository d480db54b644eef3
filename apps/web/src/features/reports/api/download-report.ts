import { apiPaths, type TReport } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { useDownloadAll } from '../../../lib/use-download-all';
import { type FileMessages, useFileActions } from '../../../lib/use-file-actions';

/** GET /api/report/{id}/download: the PDF, saved as '{title}.pdf'. */
export function downloadReport(id: number): Promise<Blob> {
  return api.blob(apiPaths.reportDownload(id));
}

/**
 * The texts for reports, verbatim. The spec has no separate text for a refused
 * report, so both download failures say the same.
 */
const REPORT_MESSAGES: FileMessages = {
  downloaded: 'Report downloaded',
  opened: 'Report opened in new tab',
  downloadRefused: 'An error occurred while downloading the report.',
  downloadFailed: 'An error occurred while downloading the report.',
  openFailed: 'An error occurred while opening the report.',
};

export function useReportFile() {
  return useFileActions<TReport>(downloadReport, REPORT_MESSAGES);
}

/** 'Download all reports': the year's PDFs in one zip. */
export function useDownloadAllReports() {
  return useDownloadAll<TReport>(downloadReport, REPORT_MESSAGES);
}
