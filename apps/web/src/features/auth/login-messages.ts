/** The login screen's validation and failure texts, verbatim. */
export const REQUIRED = 'Required';
export const INVALID_EMAIL = 'Invalid email address';
export const MISSING_CREDENTIALS = 'Please specify your email and password';
export const LOGIN_FAILED = 'Login failed. Please check your email and password';
export const USER_FETCH_FAILED = 'Error fetching user data';
