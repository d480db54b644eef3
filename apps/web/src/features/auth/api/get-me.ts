import { apiPaths, type TMe } from '@carnet/contract';
import { api } from '../../../lib/api-client';

const meResponse = {
  // The account is saved as it comes and read back by shape (see lib/session), so zod stays out of /login.
  parse(data: unknown): TMe {
    if (typeof data === 'object' && data !== null && 'roles' in data && 'familyInfo' in data) return data as TMe;
    throw new Error('Unexpected account answer');
  },
};

/** GET /api/me: the account, with familyInfo.children. The query hook is in use-me.ts, so /login loads no TanStack Query. */
export function getMe(signal?: AbortSignal): Promise<TMe> {
  return api.get(apiPaths.me, meResponse, signal);
}
