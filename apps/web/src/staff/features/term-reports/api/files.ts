import { staffOneRosterPath, staffTermReportPreviewPath } from '@carnet/contract';
import { api } from '../../../../lib/api-client';

/** GET …/pupils/:childId/preview.pdf (office): a pupil's report as it would be published. */
export const getReportPreview = (termId: number, childId: number): Promise<Blob> => api.blob(staffTermReportPreviewPath(termId, childId));

/** GET /api/staff/marks/terms/:termId/oneroster.zip (office): the term's gradebook as OneRoster 1.2 CSV files. */
export const getOneRosterZip = (termId: number): Promise<Blob> => api.blob(staffOneRosterPath(termId));
