/** An error answered by the API as `{code, message}`; callers branch on `code` and choose the toast. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** From Retry-After, on a 429 or a 503: when asking again may succeed. */
    readonly retryAfterSeconds: number | null = null,
    /** The whole answer, for an error that says more than its message (a refused file's list of problems, say). */
    readonly body: unknown = null,
  ) {
    super(message);
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** The session is over (no token, expired token or a 401): the person is already on their way to /login. */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
}

/*
 * The reasons a session ended before a request was sent, for the logs and the tests only: never shown
 * to a person, so not in the catalogs. isSessionError keeps these errors from every toast and inline
 * message; the person is on their way to /login, which says what to do.
 */
export const TOKEN_NOT_FOUND = 'Token not found';
export const TOKEN_EXPIRED = 'Token expired';

/** Builds the ApiError of a failed response body, whatever the body turned out to be. */
export function parseApiError(status: number, body: unknown, retryAfter: string | null = null): ApiError {
  const retryAfterSeconds = retryAfter !== null && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null;
  if (typeof body === 'object' && body !== null && 'code' in body && 'message' in body) {
    const { code, message } = body;
    if (typeof code === 'string' && typeof message === 'string') return new ApiError(status, code, message, retryAfterSeconds, body);
  }
  // For the logs only: the screens choose their own words from the status.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- never shown to a person
  return new ApiError(status, status >= 500 ? 'INTERNAL' : 'UNKNOWN', `Request failed with status ${status}`, retryAfterSeconds);
}

/** Errors the user should not be told about with a toast: the redirect to /login says it all. */
export function isSessionError(error: unknown): boolean {
  return error instanceof SessionEndedError || (error instanceof ApiError && error.status === 401);
}
