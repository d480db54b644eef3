import { useMutation } from '@tanstack/react-query';
import { apiPaths, ZOk, type TReportMessageRequest } from '@carnet/contract';
import { api } from '../../../lib/api-client';

/** POST /api/messages/reports: the message goes to the office's list of reports, with the reason. */
export function useReportMessage() {
  return useMutation({ mutationFn: (request: TReportMessageRequest) => api.post(apiPaths.messageReports, ZOk, request) });
}
