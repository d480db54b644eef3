import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZMailCounts, ZMailPage, ZOk, accountAdminPaths, type TMailPage, type TMailQuery } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';

export type MailFilter = { status?: TMailQuery['status']; page: number };

/** While a message waits or is being sent, the page asks again this often, so it turns to Sent by itself. */
export const MAIL_REFRESH_MS = 2000;

export const mailKeys = {
  all: ['staff', 'mail'] as const,
  page: (filter: MailFilter) => ['staff', 'mail', 'page', filter] as const,
  counts: ['staff', 'mail', 'counts'] as const,
};

/** The query string of a filter: only what is set. */
export function mailQueryString(filter: MailFilter): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.page > 1) params.set('page', String(filter.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

const isInFlight = (page: TMailPage | undefined) => page?.items.some((m) => m.status === 'pending' || m.status === 'running') ?? false;

/** GET /api/staff/mail: one page, newest first; the page on screen stays while the next loads. */
export function useMailPage(filter: MailFilter) {
  return useQuery({
    ...withErrorShownInPlace(
      queryOptions({
        queryKey: mailKeys.page(filter),
        queryFn: ({ signal }) => api.get(`${accountAdminPaths.mail}${mailQueryString(filter)}`, ZMailPage, signal),
        meta: { errorMessage: msg`Error loading data.` },
      }),
    ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (isInFlight(query.state.data) ? MAIL_REFRESH_MS : false),
  });
}

/**
 * GET /api/staff/mail/counts: how many messages wait, went, or failed. Its failure is not announced:
 * the counts only add to a page (a filter's number, a notice) that works without them.
 */
export function useMailCounts({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    ...withErrorShownInPlace(
      queryOptions({
        queryKey: mailKeys.counts,
        queryFn: ({ signal }) => api.get(accountAdminPaths.mailCounts, ZMailCounts, signal),
      }),
    ),
    enabled: isEnabled,
  });
}

/** POST /api/staff/mail/:id/resend; the list and the counts are asked again. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(accountAdminPaths.mailResend(id), ZOk, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}
