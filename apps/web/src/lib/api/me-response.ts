import type { TMe } from '@carnet/contract';

/** The account is saved as it comes and read back by shape (see lib/session), so zod stays out of /login. */
export const meResponse = {
  parse(data: unknown): TMe {
    if (typeof data === 'object' && data !== null && 'roles' in data && 'familyInfo' in data) return data as TMe;
    throw new Error('Unexpected account answer');
  },
};
