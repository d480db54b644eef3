import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../../lib/api-error';
import { notifyFailure, notifySuccess } from '../../../lib/toast';

const FAILED = msg`This could not be done`;

/**
 * Runs an account action and says how it went: a toast on success; on a refusal, the server's own
 * message (already in the page's language: "This account is already activated…") under the generic one.
 */
export async function runAction<T>(action: () => Promise<T>, success: MessageDescriptor): Promise<T | undefined> {
  try {
    const result = await action();
    notifySuccess(i18n._(success));
    return result;
  } catch (error) {
    const detail = error instanceof ApiError && error.isClientError ? error.message : undefined;
    notifyFailure(i18n._(FAILED), error, detail);
    return undefined;
  }
}
