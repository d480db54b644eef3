import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { calendarPaths, staffPaths, type TAuditAction, type TExportFormat, ZAuditFilters, ZAuditPage } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { saveBlob } from '../../../../lib/download';
import { withErrorShownInPlace } from '../../../../lib/query-client';

export type AuditFilter = { userId?: number; pupilId?: number; action?: TAuditAction; from?: string; to?: string; page: number };

/** The query string of a filter: only what is set. */
export function auditQueryString(filter: AuditFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/staff/audit: one page of lines, newest first; the page on screen stays while the next loads. */
export function useAuditPage(filter: AuditFilter) {
  return useQuery({
    ...withErrorShownInPlace(
      queryOptions({
        queryKey: ['staff', 'audit', filter],
        queryFn: ({ signal }) => api.get(`${staffPaths.audit}${auditQueryString(filter)}`, ZAuditPage, signal),
        meta: { errorMessage: msg`Error loading data.` },
      }),
    ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/staff/audit/filters: the people and pupils who appear in the log. */
export function useAuditFilters() {
  return useQuery(
    withErrorShownInPlace(
      queryOptions({
        queryKey: ['staff', 'audit-filters'],
        queryFn: ({ signal }) => api.get(calendarPaths.auditFilters, ZAuditFilters, signal),
        meta: { errorMessage: msg`Error loading data.` },
      }),
    ),
  );
}

/**
 * GET /api/staff/audit/export: every line the filters match, as a workbook or CSV worded in the reader's
 * language; fetched with the session's token (a plain link would go without it).
 */
export function useExportAudit() {
  return useMutation({
    mutationFn: async ({ filter, format, fileName }: { filter: AuditFilter; format: TExportFormat; fileName: string }) => {
      const { page: _page, ...filters } = filter;
      const query = auditQueryString({ ...filters, page: 1 });
      const url = `${staffPaths.auditExport}${query ? `${query}&` : '?'}format=${format}`;
      saveBlob(await api.blob(url), fileName);
    },
  });
}
