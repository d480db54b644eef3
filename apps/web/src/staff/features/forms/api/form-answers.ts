import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZFormAnswers,
  ZRemindResult,
  ZSendFormResult,
  exportFormPath,
  exportFormXlsxPath,
  type TExportFormat,
  formAnswersPath,
  remindFormPath,
  sendFormPath,
  type TSendForm,
} from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { saveBlob } from '../../../../lib/download';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { formsKeys } from './forms-keys';

/** GET /api/staff/forms/{id}/answers: the form, and one line per pupil asked with whether they answered. */
export const getFormAnswersQueryOptions = (formId: number) =>
  queryOptions({
    queryKey: formsKeys.answers(formId),
    queryFn: ({ signal }) => api.get(formAnswersPath(formId), ZFormAnswers, signal),
    meta: { errorMessage: msg`The form could not be loaded.` },
  });

export const useFormAnswers = (formId: number) => useQuery(withErrorShownInPlace(getFormAnswersQueryOptions(formId)));

/** Every forms read: a send or a reminder changes the counts of the list and of the form's page. */
function useRefreshForms() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: formsKeys.all });
}

/** POST /api/staff/forms/{id}/send: asks the audience's families (one request per pupil, never twice). */
export function useSendForm(formId: number) {
  const refresh = useRefreshForms();
  return useMutation({
    mutationFn: (input: TSendForm) => api.post(sendFormPath(formId), ZSendFormResult, input),
    onSuccess: refresh,
  });
}

/** POST /api/staff/forms/{id}/remind: tells again the families who have not answered. */
export function useRemindForm(formId: number) {
  const refresh = useRefreshForms();
  return useMutation({
    mutationFn: () => api.post(remindFormPath(formId), ZRemindResult, {}),
    onSuccess: refresh,
  });
}

/**
 * GET /api/staff/forms/{id}/answers.xlsx or .csv, with the session's token (a plain link would go
 * without it); the server writes the headers, and the CSV's separator, in the reader's language.
 */
export function useExportForm(formId: number) {
  return useMutation({
    mutationFn: async ({ format, fileName }: { format: TExportFormat; fileName: string }) =>
      saveBlob(await api.blob(format === 'csv' ? exportFormPath(formId) : exportFormXlsxPath(formId)), fileName),
  });
}
