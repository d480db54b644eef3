import { staffHomeworkFilePath } from '@carnet/contract';
import { api } from '../../../../lib/api-client';

/** GET /api/staff/homework/files/:fileId: an attachment of a note or homework of a group the caller reads. */
export const getHomeworkFile = (fileId: number): Promise<Blob> => api.blob(staffHomeworkFilePath(fileId));
