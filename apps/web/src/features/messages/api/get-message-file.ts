import { apiPaths } from '@carnet/contract';
import { api } from '../../../lib/api-client';

/** GET /api/messages/files/:id: an attachment, served only to who may read its message. */
export function getMessageFile(id: number): Promise<Blob> {
  return api.blob(apiPaths.messageFile(id));
}
