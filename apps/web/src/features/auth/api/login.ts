import { apiPaths, type TLoginRequest, type TLoginResponse } from '@carnet/contract';
import { api } from '../../../lib/api-client';

// A structural check instead of ZLoginResponse: the login screen loads without zod.
const loginResponse = {
  parse(data: unknown): TLoginResponse {
    if (typeof data === 'object' && data !== null && 'token' in data && typeof data.token === 'string') {
      return { token: data.token };
    }
    throw new Error('Unexpected login answer');
  },
};

/** POST /api/login: the only call made without a token. Called directly, without TanStack Query, which /login does not load. */
export function logIn(credentials: TLoginRequest): Promise<TLoginResponse> {
  return api.post(apiPaths.login, loginResponse, credentials);
}
