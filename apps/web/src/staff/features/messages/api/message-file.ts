import { staffMessagePaths } from '@carnet/contract';
import { api } from '../../../../lib/api-client';

/** GET /api/staff/messages/files/:id: an attachment's bytes, for the caller who may read its conversation. */
export const getMessageFile = (id: number) => api.blob(staffMessagePaths.file.replace(':id', String(id)));
