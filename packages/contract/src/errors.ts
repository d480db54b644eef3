import * as z from 'zod/mini';

/** Every error the API answers has this shape; the client branches on `code`. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'XSRF_INVALID',
  'NOT_FOUND',
  'CONFLICT',
  'SLOT_TAKEN',
  'MEETING_CLOSED',
  'INVALID_SLOT',
  'ALREADY_COMPLETED',
  'NOT_AN_ABSENCE',
  'LINK_EXPIRED',
  'LINK_USED',
  'LINK_UNKNOWN',
  'PASSWORD_TOO_COMMON',
  'WRONG_PASSWORD',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'OVERLOADED',
  'ROSTER_INVALID',
  'INTERNAL',
] as const;

export const ZErrorCode = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCode>;

export const ZApiError = z.object({
  code: ZErrorCode,
  message: z.string(),
});

/** The HTTP status that goes with each code, so server and docs agree. */
export const ERROR_STATUS: Record<TErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  XSRF_INVALID: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  SLOT_TAKEN: 409,
  MEETING_CLOSED: 409,
  INVALID_SLOT: 400,
  ALREADY_COMPLETED: 409,
  NOT_AN_ABSENCE: 409,
  // One-time links and codes: gone once used or expired; an unknown one is simply not found.
  LINK_EXPIRED: 410,
  LINK_USED: 410,
  LINK_UNKNOWN: 404,
  PASSWORD_TOO_COMMON: 400,
  // The current password, given to change it, is wrong: not 401, which would sign the person out.
  WRONG_PASSWORD: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  OVERLOADED: 503,
  // A OneRoster file with problems: the answer lists each (file, line, column), nothing was written.
  ROSTER_INVALID: 400,
  INTERNAL: 500,
};
