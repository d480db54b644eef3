import { msg } from '@lingui/core/macro';

/** The login screen's validation and failure texts (the English ones are the specification's, verbatim). */
export const REQUIRED = msg`Required`;
export const INVALID_EMAIL = msg`Invalid email address`;
export const MISSING_CREDENTIALS = msg`Please specify your email and password`;
export const LOGIN_FAILED = msg`Login failed. Please check your email and password`;
export const USER_FETCH_FAILED = msg`Error fetching user data`;
export const SERVER_UNREACHABLE = msg`The school portal cannot be reached. Check your connection and try again.`;
export const SERVER_FAILED = msg`The school portal could not sign you in just now. Please try again in a few minutes.`;
