import { apiPaths, type TLanguage, type TMe } from '@carnet/contract';
import { api } from '../api-client';
import { meResponse } from './me-response';

/** PATCH /api/me: the account's language, kept on the server so every device of the person speaks it. */
export function saveLanguage(language: TLanguage): Promise<TMe> {
  return api.patch(apiPaths.me, meResponse, { language });
}
