import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZAbsenceNoticeSettings, rollCallPaths, type TAbsenceNoticeSettings } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { rollCallKeys } from './roll-call-keys';

const delayKey = [...rollCallKeys.all, 'absence-notices'] as const;

/** GET /api/staff/roll-call/absence-notices: how long a register's absence notices wait (office, decision 096). */
export const useAbsenceNoticeDelay = () =>
  useQuery(
    withErrorShownInPlace(
      queryOptions({
        queryKey: delayKey,
        queryFn: ({ signal }) => api.get(rollCallPaths.absenceNotices, ZAbsenceNoticeSettings, signal),
        meta: { errorMessage: msg`The delay of absence notices could not be loaded.` },
      }),
    ),
  );

/** PUT /api/staff/roll-call/absence-notices */
export function useSaveAbsenceNoticeDelay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAbsenceNoticeSettings) => api.put(rollCallPaths.absenceNotices, ZAbsenceNoticeSettings, input),
    onSuccess: (saved) => queryClient.setQueryData(delayKey, saved),
  });
}
