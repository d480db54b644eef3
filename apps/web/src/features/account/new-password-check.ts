import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PASSWORD_MIN_LENGTH } from '@carnet/contract';
import type { NewPassword } from './components/new-password-fields';

export type NewPasswordErrors = { password?: MessageDescriptor; confirmation?: MessageDescriptor };

/** What the page checks before sending: the length the server requires, and the two fields alike. */
export function checkNewPassword({ password, confirmation }: NewPassword): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if ([...password].length < PASSWORD_MIN_LENGTH) errors.password = msg`The password must have at least 12 characters.`;
  if (!confirmation) errors.confirmation = msg`Type the new password again.`;
  else if (confirmation !== password) errors.confirmation = msg`The two passwords are not the same.`;
  return errors;
}
