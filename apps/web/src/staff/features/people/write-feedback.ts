import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../../lib/api-error';
import { notifyFailure, notifySuccess } from '../../../lib/toast';

const SAVED = msg`Saved`;
const NOT_SAVED = msg`The change could not be saved`;

/**
 * Runs a write and says how it went: a toast on success; on a refusal, the server's own message
 * (it speaks the page's language) under the generic one, so the office knows what to fix.
 */
export async function saveWith<T>(write: () => Promise<T>, success = SAVED): Promise<T | undefined> {
  try {
    const result = await write();
    notifySuccess(i18n._(success));
    return result;
  } catch (error) {
    const detail = error instanceof ApiError && error.isClientError ? error.message : undefined;
    notifyFailure(i18n._(NOT_SAVED), error, detail);
    return undefined;
  }
}
