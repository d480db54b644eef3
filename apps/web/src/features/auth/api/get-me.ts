import { apiPaths, type TMe } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { meResponse } from '../../../lib/api/me-response';

/** GET /api/me: the account, with familyInfo.children. The query hook is in use-me.ts, so /login loads no TanStack Query. */
export function getMe(signal?: AbortSignal): Promise<TMe> {
  return api.get(apiPaths.me, meResponse, signal);
}
