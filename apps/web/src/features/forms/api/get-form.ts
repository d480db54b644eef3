import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { apiPaths, ZFormDefinition, type TFormDefinition } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const FORM_FETCH_FAILED = msg`Error fetching user formInfo object data`;

/** GET /api/form/{formId}: the questions and contact fields of a form. */
export function getForm(formId: number, signal?: AbortSignal): Promise<TFormDefinition> {
  return api.get(apiPaths.form(formId), ZFormDefinition, signal);
}

/** Fetched when a card's 'Complete' is pressed; the page toasts a failure and stays on the list. */
export function getFormQueryOptions(formId: number) {
  return queryOptions({
    queryKey: [...queryKeys.forms, 'definition', formId] as const,
    queryFn: ({ signal }) => getForm(formId, signal),
  });
}
