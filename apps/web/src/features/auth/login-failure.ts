import { i18n } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { ApiError } from '../../lib/api-error';
import { LOGIN_FAILED, SERVER_FAILED, SERVER_UNREACHABLE } from './login-messages';

/** What the person reads when a sign-in fails: the toast, and a lasting notice when there is more to say. */
export type LoginFailure = { toast: string; notice: string | null };

/**
 * Only a refused password gets the specification's 'Login failed' text: a locked-out address is told when
 * to come back, and an unreachable or failing server is not blamed on the password.
 */
export function describeLoginFailure(error: unknown): LoginFailure {
  if (error instanceof ApiError && error.status === 429) {
    const seconds = error.retryAfterSeconds;
    const minutes = seconds === null ? null : Math.max(1, Math.ceil(seconds / 60));
    const notice =
      minutes === null
        ? error.message
        : plural(minutes, {
            one: 'Too many attempts. You can try again in # minute.',
            other: 'Too many attempts. You can try again in # minutes.',
          });
    return { toast: notice, notice };
  }
  if (error instanceof ApiError && error.status === 401) return { toast: i18n._(LOGIN_FAILED), notice: null };
  const failure = i18n._(error instanceof ApiError ? SERVER_FAILED : SERVER_UNREACHABLE);
  return { toast: failure, notice: failure };
}
