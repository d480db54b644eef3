import { staffCahierPdfPath } from '@carnet/contract';
import { api } from '../../../../lib/api-client';

/** GET /api/staff/homework/groups/:groupId/cahier.pdf: the cahier of the school year, to print or hand to an inspector. */
export const getCahierPdf = (groupId: number): Promise<Blob> => api.blob(staffCahierPdfPath(groupId));
