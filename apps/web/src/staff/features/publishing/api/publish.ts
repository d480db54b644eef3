import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZPublication,
  ZReportsPreview,
  publishingPaths,
  type TPublication,
  type TPublishDocument,
  type TPublishNewsletter,
  type TPublishReports,
  type TReportsPreview,
  type TReportsPreviewRequest,
} from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { publicationKeys } from './publications';

/** POST /api/staff/publications/newsletters */
export const publishNewsletter = (body: TPublishNewsletter): Promise<TPublication> =>
  api.post(publishingPaths.newsletters, ZPublication, body);
/** POST /api/staff/publications/documents */
export const publishDocument = (body: TPublishDocument): Promise<TPublication> => api.post(publishingPaths.documents, ZPublication, body);
/** POST /api/staff/publications/reports */
export const publishReports = (body: TPublishReports): Promise<TPublication> => api.post(publishingPaths.reports, ZPublication, body);
/** POST /api/staff/publications/reports/preview: matches names only, stores nothing. */
export const previewReports = (body: TReportsPreviewRequest): Promise<TReportsPreview> =>
  api.post(publishingPaths.reportsPreview, ZReportsPreview, body);

/** A publishing call whose success refreshes the list of past publications. */
export function usePublish<Body>(send: (body: Body) => Promise<TPublication>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicationKeys.all }),
  });
}
