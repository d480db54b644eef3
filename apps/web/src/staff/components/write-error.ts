import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../lib/api-error';

const NOT_SAVED = msg`The change could not be saved. Please try again.`;

/**
 * What a form says when the server refused its write: a refusal (4xx) comes in the person's language
 * with the rule it broke ("A class named 6A already exists"), anything else is a plain "try again".
 */
export function writeErrorMessage(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.isClientError) return error.message;
  return i18n._(NOT_SAVED);
}
