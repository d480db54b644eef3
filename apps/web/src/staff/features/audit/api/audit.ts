import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { calendarPaths, staffPaths, ZAuditFilters, ZAuditPage } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';

export type AuditFilter = { userId?: number; pupilId?: number; from?: string; to?: string; page: number };

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
