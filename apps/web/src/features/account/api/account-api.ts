import {
  accountPaths,
  apiPaths,
  type TChangePasswordRequest,
  type TLinkSecret,
  type TLinkState,
  type TMe,
  type TUseLinkRequest,
  ZAccepted,
  ZLinkState,
  ZLoginResponse,
} from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { meResponse } from '../../../lib/api/me-response';

/**
 * The account pages' calls. Plain functions, without TanStack Query: each is one step of a form the
 * person submits, and the public pages load no query cache.
 */
export const checkLink = (secret: TLinkSecret): Promise<TLinkState> => api.post(accountPaths.checkLink, ZLinkState, secret);

/** Answers the session token: the account is signed in. */
export const setPasswordWithLink = (request: TUseLinkRequest) => api.post(accountPaths.useLink, ZLoginResponse, request);

export const renewLink = (token: string) => api.post(accountPaths.renewLink, ZAccepted, { token });

export const requestPasswordReset = (email: string) => api.post(accountPaths.forgotPassword, ZAccepted, { email });

/** Answers a new token for this device: every other session of the account is signed out. */
export const changePassword = (request: TChangePasswordRequest) => api.post(accountPaths.changePassword, ZLoginResponse, request);

const noContent = { parse: () => null };
export const signOutEverywhere = () => api.post(accountPaths.signOutEverywhere, noContent, undefined);

export const getMe = (): Promise<TMe> => api.get(apiPaths.me, meResponse);
